// The server render's router (docs/architecture.md §2b): not part of any browser bundle.
export { StaticRouter } from 'react-router-dom/server';
// A page POST runs its route's action with the static handler (remote-kit runAction, docs/architecture.md §2c).
export { createStaticHandler } from 'react-router-dom/server';
