import { createRemoteRenderer } from '@hospital/remote-kit/server';
import { remote } from './remote';

// The server side of the remote contract (docs/architecture.md §2b), built into server/renderer.js.
export const renderer = createRemoteRenderer(remote, process.env.APP_VERSION ?? 'dev');
