import { contactSchema } from '@hospital/domain';
import { formAction } from '../../shared/lib/formAction';
import { HONEYPOT_FIELD } from './honeypot';

/** `POST /contact-us`: the contact form posted without JavaScript (docs/architecture.md §2c), thanked on the same page. */
export const contactAction = formAction({
  form: 'contact',
  fields: ['name', 'email', 'message'],
  schema: contactSchema,
  send: async (input, { api, form }) => {
    // A filled honeypot is a bot: it is told "sent" and nothing is stored, as in the browser.
    if (form.get(HONEYPOT_FIELD)) return {};
    await api.sendContactMessage({ name: input.name, email: input.email, message: input.message });
    return {};
  },
  doneAt: () => '/contact-us',
});
