import { object, string, type ObjectSchema } from 'yup';
import type { ScreeningQuestion } from '@hospital/api-client';
import {
  isValidIsoDate,
  screeningVisitorSchema,
  todayInJakarta,
  validationMessages,
  type Lang,
} from '@hospital/domain';
import { NO, parseNumber, YES, type ScreeningFormValues } from './formValues';

/** The app's `t` in the form's language (its English is a chunk loaded on demand, so never a dictionary file). */
export type Translate = (key: string, options?: Record<string, string>) => string;

function rangeMessage(t: Translate, min: number | null, max: number | null): string {
  return t('form.range', { min: String(min ?? '−∞'), max: String(max ?? '∞') });
}

/** The rule of one question, by type; messages are docs/product-rules.md §5's (`@hospital/domain`) in `lang`. */
function questionRule(question: ScreeningQuestion, lang: Lang, t: Translate) {
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
        .test('range', rangeMessage(t, question.min, question.max), (value) => {
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
  t: Translate,
): ObjectSchema<ScreeningFormValues> {
  const answers = Object.fromEntries(questions.map((q) => [q.key, questionRule(q, lang, t)]));
  return object({
    visitor: screeningVisitorSchema(lang),
    answers: object(answers),
  }) as unknown as ObjectSchema<ScreeningFormValues>;
}
