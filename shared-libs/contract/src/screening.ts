/** Name of the Covid-19 screening form, the value `config.form/get` is filtered on. */
export const SCREENING_FORM_NAME = 'Covid-19 Screening';

export type ScreeningQuestionType = 'yes_no' | 'single_choice' | 'number' | 'date';

export interface ScreeningOption {
  value: string;
  label: string;
}

export interface ScreeningQuestion {
  key: string;
  seq: number;
  type: ScreeningQuestionType;
  label: string;
  help: string | null;
  required: boolean;
  /** For `single_choice`. */
  options: ScreeningOption[];
  /** For `number`. */
  min: number | null;
  max: number | null;
  unit: string | null;
}

export interface ScreeningForm {
  id: number;
  name: string;
  title: string;
  description: string;
  version: number;
  questions: ScreeningQuestion[];
}

/** yes_no → boolean, single_choice → option value, number → number, date → ISO date. */
export type ScreeningAnswerValue = boolean | string | number;

export interface ScreeningResultInput {
  formId: number;
  visitor: { name: string; phone: string };
  answers: Record<string, ScreeningAnswerValue>;
}

export type RiskCategory = 'low' | 'medium' | 'high';
export type RecommendedAction = 'stay_home' | 'book_visit' | 'emergency';

export interface ScreeningAnswerView {
  key: string;
  question: string;
  answer: string;
}

export interface ScreeningResult {
  /** UUID. */
  id: string;
  form_id: number;
  form_name: string;
  score: number;
  max_score: number;
  category: RiskCategory;
  category_label: string;
  action: RecommendedAction;
  advice: string;
  created_at: string;
  visitor: { name: string; phone_masked: string };
  answers: ScreeningAnswerView[];
}
