import { eventRegistrationSchema } from '@hospital/domain';
import { formAction } from '../../shared/lib/formAction';

/**
 * `POST /event/:slug`: an event's registration posted without JavaScript (docs/architecture.md §2c), from the
 * event's page or the festival's, thanked on the event's page with the API's own sentence.
 */
export const registrationAction = formAction({
  form: 'event',
  fields: ['name', 'email', 'phone'],
  schema: eventRegistrationSchema,
  send: async (input, { api, params }) => {
    const result = await api.registerForEvent({ event_slug: params.slug ?? '', ...input });
    return { already: result.already_registered, message: result.message };
  },
  doneAt: ({ params }) => `/event/${encodeURIComponent(params.slug ?? '')}`,
});
