// The server render's router (ARCHITECTURE 2b): not part of any browser bundle.
export { StaticRouter } from 'react-router-dom/server';
// A page POST runs its route's action with the static handler (remote-kit runAction, ARCHITECTURE 2c).
export { createStaticHandler } from 'react-router-dom/server';
