import { SCREENING_FORM_NAME } from '@hospital/contract';
import type { formQuestions, formRiskLevels, forms, Localized } from '../db/schema';
import { L } from './text';
import screeningText from './content/screening.json';

type FormRow = typeof forms.$inferInsert;
type QuestionRow = typeof formQuestions.$inferInsert;
type RiskRow = typeof formRiskLevels.$inferInsert;

/** A question without its words: its kind, its answers' values and how they score. */
type QuestionDef = Omit<QuestionRow, 'label' | 'help' | 'unit' | 'options'> & {
  options?: { value: string; weight: number }[];
};
type RiskDef = Omit<RiskRow, 'label' | 'advice'>;

interface ScreeningText {
  title: Localized;
  description: Localized;
  questions: {
    key: string;
    label: Localized;
    help?: Localized;
    unit?: Localized;
    options?: { value: string; label: Localized }[];
  }[];
  risks: { category: string; label: Localized; advice: Localized }[];
}

/** The screening form's words, as an editor changes them: seed/content/screening.json. */
const TEXT: ScreeningText = screeningText;

export const SCREENING_FORM_ID = 1;

const copy = (text: Localized): Localized => L(text.id, text.en);

function missing(what: string): never {
  throw new Error(`seed/content/screening.json has no text for ${what}`);
}

function withText({ options, ...def }: QuestionDef): QuestionRow {
  const text = TEXT.questions.find((q) => q.key === def.key) ?? missing(`the question ${def.key}`);
  return {
    ...def,
    label: copy(text.label),
    help: text.help ? copy(text.help) : null,
    ...(text.unit ? { unit: copy(text.unit) } : {}),
    ...(options
      ? {
          options: options.map(({ value, weight }) => {
            const label =
              text.options?.find((o) => o.value === value)?.label ?? missing(`${def.key}: ${value}`);
            return { value, label: copy(label), weight };
          }),
        }
      : {}),
  };
}

function riskWithText(def: RiskDef): RiskRow {
  const text = TEXT.risks.find((r) => r.category === def.category) ?? missing(`the risk ${def.category}`);
  return { ...def, label: copy(text.label), advice: copy(text.advice) };
}

export function seedScreening(): { form: FormRow; questions: QuestionRow[]; risks: RiskRow[] } {
  const formId = SCREENING_FORM_ID;
  const yesNo = (key: string, weight: number): QuestionDef => ({
    formId,
    seq: 0,
    key,
    type: 'yes_no',
    required: true,
    scoring: { kind: 'yes', weight },
  });
  const definitions: QuestionDef[] = [
    yesNo('fever', 2),
    {
      formId,
      seq: 0,
      key: 'temperature',
      type: 'number',
      required: false,
      minValue: 34,
      maxValue: 43,
      scoring: {
        kind: 'ranges',
        ranges: [
          { min: 37.5, max: 38, weight: 1 },
          { min: 38, weight: 2 },
        ],
      },
    },
    yesNo('cough', 1),
    yesNo('sore_throat', 1),
    yesNo('shortness_of_breath', 4),
    yesNo('loss_of_smell', 2),
    {
      formId,
      seq: 0,
      key: 'contact',
      type: 'single_choice',
      required: true,
      options: [
        { value: 'none', weight: 0 },
        { value: 'suspected', weight: 2 },
        { value: 'confirmed', weight: 3 },
      ],
      scoring: { kind: 'option' },
    },
    yesNo('travel', 1),
    {
      formId,
      seq: 0,
      key: 'symptom_onset',
      type: 'date',
      required: false,
      scoring: { kind: 'within_days', days: 14, weight: 1 },
    },
    {
      formId,
      seq: 0,
      key: 'comorbidity',
      type: 'single_choice',
      required: true,
      options: [
        { value: 'none', weight: 0 },
        { value: 'one', weight: 1 },
        { value: 'several', weight: 2 },
      ],
      scoring: { kind: 'option' },
    },
    {
      formId,
      seq: 0,
      key: 'vaccination',
      type: 'single_choice',
      required: true,
      options: [
        { value: 'booster', weight: 0 },
        { value: 'complete', weight: 0 },
        { value: 'partial', weight: 1 },
        { value: 'none', weight: 1 },
      ],
      scoring: { kind: 'option' },
    },
  ];
  const questions = definitions.map((q, index): QuestionRow => withText({ ...q, seq: index + 1 }));

  const risks: RiskDef[] = [
    { formId, category: 'low', minScore: 0, action: 'stay_home' },
    { formId, category: 'medium', minScore: 3, action: 'book_visit' },
    { formId, category: 'high', minScore: 7, action: 'emergency' },
  ];

  return {
    form: {
      id: formId,
      name: SCREENING_FORM_NAME,
      title: copy(TEXT.title),
      description: copy(TEXT.description),
      version: 1,
    },
    questions,
    risks: risks.map(riskWithText),
  };
}
