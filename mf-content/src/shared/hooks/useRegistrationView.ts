import { useRenderTime } from '@hospital/remote-kit';
import { registrationView, type EventFacts, type RegistrationView } from '../lib/registrationState';

/**
 * "Join Event" or "Register Closed" as of the render: the server's time while the browser hydrates its
 * HTML, so an event starting in between does not change the markup (docs/architecture.md §9, hydration).
 */
export function useRegistrationView(event: EventFacts): RegistrationView {
  return registrationView(event, new Date(useRenderTime()));
}
