import { createHash, randomUUID } from 'node:crypto';
import type { Action, ActionResult, RemoteState } from '@hospital/remote-kit';
import { isApiError, type ScreeningQuestion } from '@hospital/api-client';
import { validateWith } from '@hospital/domain';
import { createFixedI18nSync } from '@hospital/i18n';
import { NAMESPACE } from '../../i18n';
import { dictionaries } from '../../i18n/dictionaries';
import type { ScreeningActionData } from './actionData';
import type { SubmitAttempt } from './draftStorage';
import { mergeValues, toSubmission, type ScreeningFormValues } from './formValues';
import { buildScreeningSchema } from './questionSchema';

/*
 * The screening form's server action (docs/architecture.md §2c; docs/decisions.md, issue 25): the answers posted
 * by the browser itself, checked with the schema the browser's form uses (buildScreeningSchema, built
 * from the definition the API serves, messages in the page's language), stored with the same call, then
 * 303 to the result. Answers to fix are the page again (422) with its messages and everything typed; an
 * API that did not answer is the page again (503) with a polite message and everything typed.
 *
 * A retry of the same answers reuses its Idempotency-Key (kept, sealed, in this remote's state, as the
 * browser keeps it in the tab): a double submit or a "send again" after a failure is stored once.
 */

const texts = {
  id: createFixedI18nSync(NAMESPACE, dictionaries, 'id'),
  en: createFixedI18nSync(NAMESPACE, dictionaries, 'en'),
};

/** The posted answers as the form holds them: the definition's questions only, texts as typed. */
function readValues(form: URLSearchParams, questions: readonly ScreeningQuestion[]): ScreeningFormValues {
  const answers: Record<string, string> = {};
  for (const question of questions) answers[question.key] = form.get(`answers.${question.key}`) ?? '';
  return mergeValues(questions, {
    visitor: { name: form.get('visitor.name') ?? '', phone: form.get('visitor.phone') ?? '' },
    answers,
  });
}

/** Every posted field, for a page that could not read the definition (nothing typed is lost). */
function rawValues(form: URLSearchParams): ScreeningFormValues {
  const answers: Record<string, string> = {};
  for (const [name, value] of form) if (name.startsWith('answers.')) answers[name.slice(8)] = value;
  return {
    visitor: { name: form.get('visitor.name') ?? '', phone: form.get('visitor.phone') ?? '' },
    answers,
  };
}

function readAttempt(state: RemoteState | null): SubmitAttempt | null {
  const attempt = state?.attempt;
  if (!attempt || typeof attempt !== 'object' || Array.isArray(attempt)) return null;
  const { key, fingerprint } = attempt as Record<string, unknown>;
  return typeof key === 'string' && typeof fingerprint === 'string' ? { key, fingerprint } : null;
}

function page(status: number, data: ScreeningActionData, state?: RemoteState): ActionResult {
  return { kind: 'page', status, data, ...(state ? { state } : {}) };
}

/** `POST /screening`: the whole form, posted by the browser itself. */
export const screeningAction: Action = async ({ form, api, lang, state }) => {
  let definition;
  try {
    definition = await api.getScreeningForm();
  } catch {
    return page(503, { values: rawValues(form), errors: {}, problem: 'network' });
  }
  if (!definition) return page(503, { values: rawValues(form), errors: {}, problem: 'network' });

  const { questions } = definition;
  const values = readValues(form, questions);
  const t = texts[lang].getFixedT(lang, NAMESPACE);
  const checked = validateWith(buildScreeningSchema(questions, lang, t), values);
  if (!checked.ok) return page(422, { values, errors: checked.fields, problem: null });

  const input = toSubmission(definition.id, questions, values);
  // The fingerprint is a hash: the answers themselves are not kept.
  const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
  const previous = readAttempt(state);
  const attempt: SubmitAttempt =
    previous?.fingerprint === fingerprint ? previous : { key: randomUUID(), fingerprint };
  const kept: RemoteState = { ...state, attempt: { ...attempt } };
  try {
    const result = await api.submitScreeningResult(input, { idempotencyKey: attempt.key });
    return {
      kind: 'redirect',
      to: `/screening/result?id=${encodeURIComponent(result.id)}`,
      state: kept,
    };
  } catch (error) {
    if (isApiError(error) && error.code === 'validation_failed' && error.fields) {
      const errors = Object.fromEntries(
        Object.entries(error.fields).filter(
          ([path]) => path.startsWith('answers.') || path.startsWith('visitor.'),
        ),
      );
      return page(422, { values, errors, problem: 'invalid' }, kept);
    }
    return page(503, { values, errors: {}, problem: 'network' }, kept);
  }
};
