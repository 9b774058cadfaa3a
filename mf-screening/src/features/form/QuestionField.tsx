import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@hospital/i18n';
import type { ScreeningQuestion } from '@hospital/api-client';
import { todayInJakarta } from '@hospital/domain';
import { RadioGroup, TextField } from '@hospital/ui';
import { NO, YES } from './formValues';
import styles from './ScreeningForm.module.css';

export interface QuestionFieldProps {
  question: ScreeningQuestion;
  /** 1-based number shown before the question. */
  number: number;
  registration: UseFormRegisterReturn;
  error?: string;
  /** The field's id (its radios' fieldset for a choice): where the error summary's link leads. */
  id: string;
  /**
   * The answer the server renders it with (what was posted, when the server answers the form): the
   * server has no react-hook-form, which fills the field only once the browser runs it.
   */
  initial: string;
}

/** One question of the definition, rendered by its type: yes/no, single choice, number or date. */
export function QuestionField({ question, number, registration, error, id, initial }: QuestionFieldProps) {
  const { t } = useTranslation();
  const label = (
    <>
      <span className={styles.number}>{number}.</span> {question.label}
    </>
  );
  const common = {
    id,
    required: question.required,
    requiredLabel: t('common.required'),
    error,
  };

  switch (question.type) {
    case 'yes_no':
      return (
        <RadioGroup
          {...common}
          legend={label}
          hint={question.help}
          orientation="horizontal"
          inputProps={registration}
          defaultValue={initial}
          options={[
            { value: YES, label: t('form.yes') },
            { value: NO, label: t('form.no') },
          ]}
          className={styles.question}
        />
      );
    case 'single_choice':
      return (
        <RadioGroup
          {...common}
          legend={label}
          hint={question.help}
          inputProps={registration}
          defaultValue={initial}
          options={question.options.map((o) => ({ value: o.value, label: o.label }))}
          className={styles.question}
        />
      );
    case 'number': {
      const range =
        question.min !== null && question.max !== null
          ? t('form.rangeHint', { min: question.min, max: question.max, unit: question.unit ?? '' }).trim()
          : null;
      return (
        <TextField
          {...common}
          {...registration}
          defaultValue={initial}
          label={label}
          hint={[question.help, range].filter(Boolean).join(' · ') || undefined}
          inputMode="decimal"
          autoComplete="off"
          className={styles.question}
          inputClassName={styles.numberInput}
        />
      );
    }
    case 'date':
      return (
        <TextField
          {...common}
          {...registration}
          defaultValue={initial}
          type="date"
          label={label}
          hint={question.help}
          max={todayInJakarta()}
          className={styles.question}
          inputClassName={styles.dateInput}
        />
      );
  }
}
