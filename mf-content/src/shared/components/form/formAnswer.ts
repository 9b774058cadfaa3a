import { useActionData } from '@hospital/remote-kit';

/** The forms of this remote that post to a server action without JavaScript (../../lib/formAction.ts). */
export type FormName = 'contact' | 'event' | 'newsletter';

/**
 * What a form's server action answers when the post cannot go through (docs/architecture.md §2c): the page again
 * with everything typed, the messages by field name (the browser's texts) and, when the API did not take
 * it, the sentence the browser would show (`useSubmission`).
 */
export type FormAnswer = {
  form: FormName;
  values: Record<string, string>;
  errors: Record<string, string>;
  failure: string | null;
};

/**
 * What the page after a successful post shows once (the action's flash): the thank-you, with the API's
 * own sentence when it gave one, and the page the visitor came from (the footer's newsletter form).
 */
export type FormDone = {
  form: FormName;
  done: true;
  already?: boolean;
  message?: string;
  from?: string;
};

type Answer = FormAnswer | FormDone;

function isAnswer(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && 'form' in value;
}

/** The server's answer to a post of `form` when this document is that answer, else null. */
export function useFormAnswer(form: FormName): FormAnswer | null {
  const data: unknown = useActionData();
  return isAnswer(data) && data.form === form && !('done' in data) ? data : null;
}

/** The thank-you of `form` when this document follows its successful post, else null. */
export function useFormDone(form: FormName): FormDone | null {
  const data: unknown = useActionData();
  return isAnswer(data) && data.form === form && 'done' in data ? data : null;
}

/** The field values a form starts from: what the server was sent, else empty. */
export function initialValues<K extends string>(
  names: readonly K[],
  answer: FormAnswer | null,
): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, answer?.values[name] ?? ''])) as Record<K, string>;
}
