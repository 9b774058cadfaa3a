import type { ErrorSummaryEntry } from '@hospital/ui';
import type { FormAnswer } from './formAnswer';
import { useT } from '../useT';

const NONE: Readonly<Record<string, string>> = {};

/**
 * The messages the server answered a post without JavaScript with (formAction.ts), by field, and the
 * error summary's entries for them (links to `<form>-<field>` ids, e.g. `contact-name`). They stand until
 * the browser checks the form itself (react-hook-form's first submit), whose messages then replace them.
 */
export function useServerErrors(
  answer: FormAnswer | null,
  checkedByBrowser: boolean,
  labels: Readonly<Record<string, string>>,
) {
  const t = useT();
  const errors = answer && !checkedByBrowser ? answer.errors : NONE;
  const entries: ErrorSummaryEntry[] = Object.entries(errors)
    .filter(([name]) => name in labels)
    .map(([name, message]) => ({ id: `${answer?.form}-${name}`, label: labels[name], message }));
  return { errors, entries, title: t('form.errorSummary', { count: entries.length }) };
}
