import type { Lang, ScreeningForm, ScreeningResult } from '@hospital/contract';
import type { formQuestions, formRiskLevels, forms, screeningResults } from '../db/schema';
import { maskPhone } from '../lib/privacy';

/** Screening forms and results as the API's payloads. */

type FormRow = typeof forms.$inferSelect;
type QuestionRow = typeof formQuestions.$inferSelect;
type RiskLevelRow = typeof formRiskLevels.$inferSelect;
type ResultRow = typeof screeningResults.$inferSelect;

/** A form with its questions; `questions` may hold other forms' too (one query for several forms). */
export function toScreeningForm(form: FormRow, questions: QuestionRow[], lang: Lang): ScreeningForm {
  return {
    id: form.id,
    name: form.name,
    title: form.title[lang],
    description: form.description[lang],
    version: form.version,
    questions: questions
      .filter((q) => q.formId === form.id)
      .map((q) => ({
        key: q.key,
        seq: q.seq,
        type: q.type,
        label: q.label[lang],
        help: q.help ? q.help[lang] : null,
        required: q.required,
        options: q.options.map((o) => ({ value: o.value, label: o.label[lang] })),
        min: q.minValue,
        max: q.maxValue,
        unit: q.unit ? q.unit[lang] : null,
      })),
  };
}

/** A stored result, its answers worded as the visitor saw them and the phone masked. */
export function toScreeningResult(
  row: ResultRow,
  formName: string,
  questions: QuestionRow[],
  level: RiskLevelRow,
  lang: Lang,
): ScreeningResult {
  const yes = lang === 'id' ? 'Ya' : 'Yes';
  const no = lang === 'id' ? 'Tidak' : 'No';
  return {
    id: row.id,
    form_id: row.formId,
    form_name: formName,
    score: row.score,
    max_score: row.maxScore,
    category: row.category,
    category_label: level.label[lang],
    action: level.action,
    advice: level.advice[lang],
    created_at: row.createdAt.toISOString(),
    visitor: { name: row.visitorName, phone_masked: maskPhone(row.visitorPhone) },
    answers: row.answers.map((a) => {
      const question = questions.find((q) => q.key === a.key);
      let answer = String(a.value);
      if (question?.type === 'yes_no') answer = a.value === true ? yes : no;
      if (question?.type === 'single_choice') {
        answer = question.options.find((o) => o.value === a.value)?.label[lang] ?? answer;
      }
      if (question?.type === 'number' && question.unit) answer = `${a.value} ${question.unit[lang]}`;
      return { key: a.key, question: question ? question.label[lang] : a.key, answer };
    }),
  };
}
