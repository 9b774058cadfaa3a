import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLocale, useTranslation } from '@hospital/i18n';
import { MONTH_NAMES } from '@hospital/domain';
import { FieldError, FieldHint, fieldControlClassName, RequiredMarker } from '@hospital/ui';
import { filterNumberKeys, keepDigits } from '../../../shared/numberInput';
import styles from './BirthDateField.module.css';

export interface BirthDateFieldProps {
  day: UseFormRegisterReturn;
  month: UseFormRegisterReturn;
  year: UseFormRegisterReturn;
  /** The parts' values in the HTML (a server render has no react-hook-form refs to set them). */
  defaults?: { day: string; month: string; year: string };
  error?: string;
  /** Which part the error is about (gets aria-invalid); the whole group shows the message. */
  invalidPart?: 'day' | 'month' | 'year';
  /** Computed age, shown once the date is complete. */
  age?: number | null;
  /** The group's id (its parts' are `<id>-day`, `-month`, `-year`), for links to it (an error summary). */
  id?: string;
  /**
   * Whether the browser may fill in the user's own birthday: not when the date is someone else's (a
   * child's, a parent's).
   */
  autofill?: boolean;
  /** The example under the legend when the default one (an adult's date) does not fit, e.g. a child's. */
  hint?: string;
}

/**
 * Day-month-year birth date as three labelled controls (numeric keypad for day and year, month by
 * name so day and month are never confused), with the computed age announced politely.
 */
export function BirthDateField({
  day,
  month,
  year,
  defaults,
  error,
  invalidPart,
  age,
  id: givenId,
  autofill = true,
  hint,
}: BirthDateFieldProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const generatedId = `birth${useId()}`;
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const invalid = (part: 'day' | 'month' | 'year') => (error && (invalidPart ?? 'day') === part) || undefined;

  return (
    <fieldset id={id} className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        {t('patient.birthDate')}
        <RequiredMarker label={t('common.required')} />
      </legend>
      <FieldHint id={hintId}>{hint ?? t('patient.birthDateHint')}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <div className={styles.parts}>
        <div className={styles.day}>
          <label htmlFor={`${id}-day`} className={styles.partLabel}>
            {t('patient.day')}
          </label>
          <input
            {...day}
            defaultValue={defaults?.day}
            onChange={keepDigits(day.onChange)}
            onKeyDown={filterNumberKeys}
            id={`${id}-day`}
            className={fieldControlClassName}
            inputMode="numeric"
            autoComplete={autofill ? 'bday-day' : 'off'}
            maxLength={2}
            aria-required="true"
            aria-invalid={invalid('day')}
            aria-describedby={describedBy}
          />
        </div>
        <div className={styles.month}>
          <label htmlFor={`${id}-month`} className={styles.partLabel}>
            {t('patient.month')}
          </label>
          <select
            {...month}
            defaultValue={defaults?.month}
            id={`${id}-month`}
            className={fieldControlClassName}
            autoComplete={autofill ? 'bday-month' : 'off'}
            aria-required="true"
            aria-invalid={invalid('month')}
            aria-describedby={describedBy}
          >
            <option value="">{t('patient.monthPlaceholder')}</option>
            {MONTH_NAMES[lang].map((name, index) => {
              const value = String(index + 1).padStart(2, '0');
              return (
                <option key={value} value={value}>
                  {name}
                </option>
              );
            })}
          </select>
        </div>
        <div className={styles.year}>
          <label htmlFor={`${id}-year`} className={styles.partLabel}>
            {t('patient.year')}
          </label>
          <input
            {...year}
            defaultValue={defaults?.year}
            onChange={keepDigits(year.onChange)}
            onKeyDown={filterNumberKeys}
            id={`${id}-year`}
            className={fieldControlClassName}
            inputMode="numeric"
            autoComplete={autofill ? 'bday-year' : 'off'}
            maxLength={4}
            aria-required="true"
            aria-invalid={invalid('year')}
            aria-describedby={describedBy}
          />
        </div>
      </div>
      <p className={styles.age} aria-live="polite">
        {age === null || age === undefined
          ? ''
          : t('patient.age', { age: t('common.years', { count: age }) })}
      </p>
    </fieldset>
  );
}
