// The server render's router (ARCHITECTURE 2b): not part of any browser bundle.
export { StaticRouter } from 'react-router-dom/server';
