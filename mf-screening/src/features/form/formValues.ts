import type { ScreeningAnswerValue, ScreeningQuestion, ScreeningResultInput } from '@hospital/api-client';

/**
 * What the form holds: every answer as the text of its control ('yes'/'no' for yes/no, the option
 * value, the typed number, the ISO date), '' when unanswered. Strings keep drafts and inputs simple.
 */
export type ScreeningFormValues = {
  visitor: { name: string; phone: string };
  answers: Record<string, string>;
};

export const YES = 'yes';
export const NO = 'no';

export function emptyValues(questions: readonly ScreeningQuestion[]): ScreeningFormValues {
  return {
    visitor: { name: '', phone: '' },
    answers: Object.fromEntries(questions.map((q) => [q.key, ''])),
  };
}

/** Keeps only answers to the questions of this definition (a draft may be from an older one). */
export function mergeValues(
  questions: readonly ScreeningQuestion[],
  saved: Partial<ScreeningFormValues> | undefined,
): ScreeningFormValues {
  const values = emptyValues(questions);
  if (!saved) return values;
  values.visitor.name = typeof saved.visitor?.name === 'string' ? saved.visitor.name : '';
  values.visitor.phone = typeof saved.visitor?.phone === 'string' ? saved.visitor.phone : '';
  for (const q of questions) {
    const answer = saved.answers?.[q.key];
    if (typeof answer === 'string') values.answers[q.key] = answer;
  }
  return values;
}

/** Decimal comma is what Indonesian keyboards and habits give: '37,8' is 37.8. */
export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? NaN : Number(trimmed);
}

function answerValue(question: ScreeningQuestion, text: string): ScreeningAnswerValue {
  switch (question.type) {
    case 'yes_no':
      return text === YES;
    case 'number':
      return parseNumber(text);
    default:
      return text;
  }
}

/** The body of `POST assesment.result`: unanswered optional questions are left out. */
export function toSubmission(
  formId: number,
  questions: readonly ScreeningQuestion[],
  values: ScreeningFormValues,
): ScreeningResultInput {
  const answers: Record<string, ScreeningAnswerValue> = {};
  for (const q of questions) {
    const text = (values.answers[q.key] ?? '').trim();
    if (text !== '') answers[q.key] = answerValue(q, text);
  }
  return {
    formId,
    visitor: { name: values.visitor.name.trim(), phone: values.visitor.phone.trim() },
    answers,
  };
}
