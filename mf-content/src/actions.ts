import type { RemoteActions } from '@hospital/remote-kit';
import { contactAction } from './features/contact/contactAction';
import { registrationAction } from './features/events/registrationAction';
import { newsletterAction } from './features/newsletter/newsletterAction';

// The server actions of this remote's pages (docs/architecture.md §2c), by route pattern of routes.json: only the
// server renderer has them (server.tsx), so nothing of them reaches a browser bundle.
export const actions: RemoteActions = {
  '/contact-us': contactAction,
  '/event/:slug': registrationAction,
  '/newsletter': newsletterAction,
};
