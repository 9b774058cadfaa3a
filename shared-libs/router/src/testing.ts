// Tests render pages at a chosen address without a browser history.
export { MemoryRouter } from 'react-router-dom';
