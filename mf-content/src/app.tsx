import { createRemoteApp } from '@hospital/remote-kit';
import type { RouteDefinition } from '@hospital/registry';
import routes from './routes.json';
import { pages } from './pages';
import { i18n } from './i18n';

const remote = createRemoteApp({ name: 'mf-content', routes: routes as RouteDefinition[], pages, i18n });

// The remote contract (ARCHITECTURE 2): `./app` exposes single-spa lifecycles.
export const { bootstrap, mount, unmount } = remote.lifecycles;
export const { RemoteRoot, mountStandalone } = remote;
