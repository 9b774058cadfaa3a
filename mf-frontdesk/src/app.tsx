import { createRemoteApp } from '@hospital/remote-kit';
import { remote } from './remote';

const app = createRemoteApp(remote);

// The remote contract (docs/architecture.md §2): `./app` exposes single-spa lifecycles.
export const { bootstrap, mount, unmount } = app.lifecycles;
export const { RemoteRoot, mountStandalone } = app;
