import type { RemoteActions } from '@hospital/remote-kit';
import { screeningAction } from './features/form/screeningAction';

// The server actions of this remote's pages (docs/architecture.md §2c), by route pattern of routes.json: only the
// server renderer has them (server.tsx), so nothing of them reaches a browser bundle.
export const actions: RemoteActions = {
  '/screening': screeningAction,
};
