import { useTranslation } from '@hospital/i18n';
import { TextField } from '@hospital/ui';
import { filterNumberKeys, keepDigits } from '../../shared/numberInput';
import { useRenderDate } from '../../shared/renderDate';
import { EMPTY_PATIENT, useDraftStore, type PatientDraft } from '../draftStore';
import { BirthDateField } from '../patient/BirthDateField';
import { displayedAge, patientResolver } from '../patient/patientForm';
import { StepNav } from './StepNav';
import type { StepProps } from './StepProps';
import { useDraftStepForm } from './useDraftStepForm';
import styles from './steps.module.css';

/** Step 2: the patient (name, birth date with age, phone, e-mail, NIK), saved to the draft as typed. */
export function Step2Patient({ onNext, onBack, nextLabel }: StepProps) {
  const { t } = useTranslation();
  const setPatient = useDraftStore((s) => s.setPatient);
  const now = useRenderDate();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useDraftStepForm<PatientDraft>({
    initial: useDraftStore.getState().patient,
    empty: EMPTY_PATIENT,
    save: setPatient,
    resolverFor: patientResolver,
  });

  const [birthDay, birthMonth, birthYear] = watch(['birthDay', 'birthMonth', 'birthYear']);
  const age = displayedAge({ birthDay, birthMonth, birthYear }, now);
  const birthError = errors.birthDay?.message ?? errors.birthMonth?.message ?? errors.birthYear?.message;
  const invalidPart = errors.birthDay ? 'day' : errors.birthMonth ? 'month' : 'year';

  const onValid = (values: PatientDraft) => {
    setPatient(values);
    onNext();
  };

  // Registered in screen order: react-hook-form focuses the first invalid field in this order.
  const fields = {
    fullName: register('fullName'),
    // The three parts are one date: a change to one re-checks the others, so the message follows.
    birthDay: register('birthDay', { deps: ['birthMonth', 'birthYear'] }),
    birthMonth: register('birthMonth', { deps: ['birthDay', 'birthYear'] }),
    birthYear: register('birthYear', { deps: ['birthDay', 'birthMonth'] }),
    phone: register('phone'),
    email: register('email'),
    nik: register('nik'),
  };
  const { phone, nik } = fields;

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <p className={styles.intro}>{t('patient.intro')}</p>
      <TextField
        {...fields.fullName}
        label={t('patient.fullName')}
        hint={t('patient.fullNameHint')}
        error={errors.fullName?.message}
        required
        requiredLabel={t('common.required')}
        autoComplete="name"
        autoCapitalize="words"
        spellCheck={false}
      />
      <BirthDateField
        day={fields.birthDay}
        month={fields.birthMonth}
        year={fields.birthYear}
        error={birthError}
        invalidPart={invalidPart}
        age={age}
      />
      <TextField
        {...phone}
        onChange={keepDigits(phone.onChange)}
        onKeyDown={filterNumberKeys}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        label={t('patient.phone')}
        hint={t('patient.phoneHint')}
        error={errors.phone?.message}
        required
        requiredLabel={t('common.required')}
      />
      <TextField
        {...fields.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        label={t('patient.email')}
        hint={t('patient.emailHint')}
        error={errors.email?.message}
        required
        requiredLabel={t('common.required')}
      />
      {/* No maxLength: a NIK pasted with spaces is longer until cleaned; the schema checks the 16 digits. */}
      <TextField
        {...nik}
        onChange={keepDigits(nik.onChange)}
        onKeyDown={filterNumberKeys}
        inputMode="numeric"
        autoComplete="off"
        label={t('patient.nik')}
        hint={t('patient.nikHint')}
        error={errors.nik?.message}
        required
        requiredLabel={t('common.required')}
      />
      <StepNav onBack={onBack} nextLabel={nextLabel} />
    </form>
  );
}
