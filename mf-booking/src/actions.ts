import type { RemoteActions } from '@hospital/remote-kit';
import { lookupAction } from './features/lookup/lookupAction';
import { successAction } from './features/success/successAction';
import { createAppointmentAction } from './features/wizard/wizardAction';

// The server actions of this remote's pages (docs/architecture.md §2c), by route pattern of routes.json: only the
// server renderer has them (server.tsx), so nothing of them reaches a browser bundle.
export const actions: RemoteActions = {
  '/appointment/create': createAppointmentAction,
  '/appointment/success': successAction,
  '/appointment/detail': lookupAction('/appointment/detail'),
  '/detail-appointment': lookupAction('/detail-appointment'),
};
