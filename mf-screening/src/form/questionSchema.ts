import { object, string, type ObjectSchema } from 'yup';
import type { ScreeningQuestion } from '@hospital/api-client';
import {
  isValidIsoDate,
  screeningVisitorSchema,
  todayInJakarta,
  validationMessages,
  type Lang,
} from '@hospital/domain';
import { i18n } from '../i18n';
import { NO, parseNumber, YES, type ScreeningFormValues } from './formValues';

// Through the app's i18next instance, not the dictionary files: English is a chunk loaded on demand, and
// the form renders in English only once it is in.
function rangeMessage(lang: Lang, min: number | null, max: number | null): string {
  return i18n.getFixedT(lang)('form.range', { min: String(min ?? '−∞'), max: String(max ?? '∞') });
}

/** The rule of one question, by type; messages are SPEC 5's (`@hospital/domain`) in `lang`. */
export function questionRule(question: ScreeningQuestion, lang: Lang) {
  const m = validationMessages(lang);
  let rule = string().trim().default('');
  rule = question.required ? rule.required(m.required) : rule.optional();
  switch (question.type) {
    case 'yes_no':
      return rule.oneOf(['', YES, NO], m.required);
    case 'single_choice':
      return rule.oneOf(['', ...question.options.map((o) => o.value)], m.required);
    case 'number':
      return rule
        .test('number', m.number, (value) => !value || Number.isFinite(parseNumber(value)))
        .test('range', rangeMessage(lang, question.min, question.max), (value) => {
          if (!value) return true;
          const n = parseNumber(value);
          if (!Number.isFinite(n)) return true;
          return (question.min === null || n >= question.min) && (question.max === null || n <= question.max);
        });
    case 'date':
      // Compared with today in Jakarta at validation time, as the server does.
      return rule
        .test('date', m.date, (value) => !value || isValidIsoDate(value))
        .test(
          'futureDate',
          m.futureDate,
          (value) => !value || !isValidIsoDate(value) || value <= todayInJakarta(),
        );
  }
}

/**
 * The yup schema of the whole form, built from the definition the API serves: the visitor (name and
 * phone, the schema the API validates with) and one rule per question.
 */
export function buildScreeningSchema(
  questions: readonly ScreeningQuestion[],
  lang: Lang,
): ObjectSchema<ScreeningFormValues> {
  const answers = Object.fromEntries(questions.map((q) => [q.key, questionRule(q, lang)]));
  return object({
    visitor: screeningVisitorSchema(lang),
    answers: object(answers),
  }) as unknown as ObjectSchema<ScreeningFormValues>;
}
