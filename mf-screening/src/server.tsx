import { createRemoteRenderer } from '@hospital/remote-kit/server';
import { actions } from './actions';
import { remote } from './remote';

// The server side of the remote contract (docs/architecture.md §2b, §2c), built into server/renderer.js.
export const renderer = createRemoteRenderer(remote, process.env.APP_VERSION ?? 'dev', { actions });
