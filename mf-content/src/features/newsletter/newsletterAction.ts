import { newsletterSchema } from '@hospital/domain';
import { formAction } from '../../shared/lib/formAction';

/** A path of this site to go back to (never `//host` or a URL): the footer says where it was sent from. */
export function returnPath(value: string | null): string | undefined {
  return value && /^\/(?![/\\])[^\s]{0,300}$/.test(value) ? value : undefined;
}

/**
 * `POST /newsletter`: the subscription posted without JavaScript (docs/architecture.md §2c), from this page or
 * from the footer of any page (docs/decisions.md, issue 25), thanked on this page with a way back.
 */
export const newsletterAction = formAction({
  form: 'newsletter',
  // `from`: the page of the footer's form, kept through a post that needs fixing.
  fields: ['email', 'from'],
  schema: newsletterSchema,
  send: async (input, { api, form }) => {
    const result = await api.subscribeNewsletter({ name: input.name, email: input.email });
    const from = returnPath(form.get('from'));
    return { already: result.already_subscribed, ...(from ? { from } : {}) };
  },
  doneAt: () => '/newsletter',
});
