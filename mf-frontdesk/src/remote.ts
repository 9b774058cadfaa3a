import type { RemoteDefinition } from '@hospital/remote-kit';
import type { RouteDefinition } from '@hospital/registry';
import routes from './routes.json';
import { pages } from './pages';
import { i18nOptions } from './i18n';

/** This remote, as both its browser build (app.tsx) and its server renderer (server.tsx) see it. */
export const remote: RemoteDefinition = {
  name: 'mf-frontdesk',
  routes: routes as RouteDefinition[],
  pages,
  i18n: i18nOptions,
};
