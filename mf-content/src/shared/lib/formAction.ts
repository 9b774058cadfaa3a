import type { Action, ActionContext, ActionResult } from '@hospital/remote-kit';
import { isApiError } from '@hospital/api-client';
import { validateWith, type Lang } from '@hospital/domain';
import { createFixedI18nSync } from '@hospital/i18n';
import type { Schema } from 'yup';
import { NAMESPACE } from '../../i18n';
import { dictionaries } from '../../i18n/dictionaries';
import type { FormAnswer, FormDone, FormName } from '../components/form/formAnswer';
import { submissionErrorMessage } from '../components/submissionError';

/*
 * One shape for this remote's forms posted without JavaScript (docs/architecture.md §2c; docs/decisions.md, issue
 * 25): the fields read as typed, checked with the yup schema the browser's form uses (messages in the
 * page's language), sent with the browser's call, then 303 with a thank-you shown once (the flash); what
 * cannot go through is the page again with everything typed: 422 with the field messages, or the status
 * the API answered with the sentence the browser shows (`useSubmission`: no connection, too many
 * requests, an event full meanwhile).
 */

const texts = {
  id: createFixedI18nSync(NAMESPACE, dictionaries, 'id'),
  en: createFixedI18nSync(NAMESPACE, dictionaries, 'en'),
};

/** This remote's `t` in a language (falls back to `common`), for the server's answers. */
export function serverT(lang: Lang): (key: string) => string {
  return texts[lang].getFixedT(lang, NAMESPACE);
}

export interface FormActionOptions<Input> {
  form: FormName;
  /** The fields the form posts, as react-hook-form names them. */
  fields: readonly string[];
  schema: (lang: Lang) => Schema<Input>;
  /**
   * Sends the checked input with the browser's call; answers what the thank-you shows. A post the
   * action does not send (a bot's) may answer the thank-you without sending.
   */
  send: (input: Input, context: ActionContext) => Promise<Omit<FormDone, 'form' | 'done'>>;
  /** The page the thank-you is shown on (a path without the language prefix). */
  doneAt: (context: ActionContext) => string;
}

function answerPage(status: number, answer: FormAnswer): ActionResult {
  return { kind: 'page', status, data: answer };
}

export function formAction<Input>({ form, fields, schema, send, doneAt }: FormActionOptions<Input>): Action {
  return async (context) => {
    const { lang } = context;
    const values = Object.fromEntries(fields.map((name) => [name, context.form.get(name) ?? '']));
    const checked = validateWith(schema(lang), values);
    if (!checked.ok) return answerPage(422, { form, values, errors: checked.fields, failure: null });
    let done: Omit<FormDone, 'form' | 'done'>;
    try {
      done = await send(checked.value, context);
    } catch (error) {
      const failure = submissionErrorMessage(error, serverT(lang));
      if (isApiError(error) && error.status === 400 && error.fields) {
        const errors = Object.fromEntries(
          Object.entries(error.fields).filter(([name]) => fields.includes(name)),
        );
        return answerPage(422, { form, values, errors, failure });
      }
      // A refusal the API explains (409: the event is full) keeps its status; anything else is the
      // API not answering: 503, nothing typed lost.
      const status = isApiError(error) && [409, 429].includes(error.status) ? error.status : 503;
      return answerPage(status, { form, values, errors: {}, failure });
    }
    const flash: FormDone = { form, done: true, ...done };
    return { kind: 'redirect', to: doneAt(context), flash };
  };
}
