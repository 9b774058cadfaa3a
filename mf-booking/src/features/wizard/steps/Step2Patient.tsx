import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from '@hospital/i18n';
import { PATIENT_RELATIONS, type PatientRelation } from '@hospital/domain';
import { CheckboxField, RadioGroup, TextField } from '@hospital/ui';
import {
  ErrorSummary,
  focusField,
  useErrorSummary,
  type ErrorSummaryItem,
} from '../../../shared/ErrorSummary';
import { filterNumberKeys, keepDigits } from '../../../shared/numberInput';
import { useRenderDate } from '../../../shared/renderDate';
import { EMPTY_CONTACT, EMPTY_PATIENT, useDraftStore } from '../draftStore';
import { BirthDateField } from '../patient/BirthDateField';
import { displayedAge } from '../../../shared/birthDate';
import {
  asksRelationship,
  isNewborn,
  patientResolver,
  relationshipChoices,
  type PatientStepValues,
} from '../patient/patientForm';
import { textsFor } from '../patient/texts';
import { StepNav } from './StepNav';
import type { StepProps } from './StepProps';
import { useDraftStepForm } from './useDraftStepForm';
import styles from './steps.module.css';

const EMPTY_STEP: PatientStepValues = { patient: EMPTY_PATIENT, contact: EMPTY_CONTACT };

// Every keystroke goes to the draft, the patient and the contact each to its own part.
function saveStep({ patient, contact }: PatientStepValues): void {
  const store = useDraftStore.getState();
  store.setPatient({ ...EMPTY_PATIENT, ...patient });
  store.setContact({ ...EMPTY_CONTACT, ...contact });
}

/** Field ids, for the labels and for the error summary's links. */
const IDS = {
  forWhom: 'booking-for-whom',
  fullName: 'booking-patient-name',
  birthDate: 'booking-birth-date',
  newborn: 'booking-newborn',
  nik: 'booking-nik',
  contactName: 'booking-contact-name',
  relationship: 'booking-relationship',
  phone: 'booking-phone',
  email: 'booking-email',
};

/**
 * Step 2: for whom the appointment is, the patient (name, birth date with age, NIK: a child's from the
 * family card, or none for a newborn) and the booking's contact (for someone else the booker, with who
 * they are to the patient: for a child the parent or guardian who consents), saved to the draft as typed.
 */
export function Step2Patient({ onNext, onBack, nextLabel }: StepProps) {
  const { t } = useTranslation();
  const now = useRenderDate();
  const summary = useErrorSummary();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useDraftStepForm<PatientStepValues>({
    initial: { patient: useDraftStore.getState().patient, contact: useDraftStore.getState().contact },
    empty: EMPTY_STEP,
    save: saveStep,
    resolverFor: patientResolver,
  });

  const [patient, birthDay, birthMonth, birthYear] = watch([
    'patient',
    'patient.birthDay',
    'patient.birthMonth',
    'patient.birthYear',
  ]);
  const forWhom: PatientRelation = patient.forWhom;
  const texts = textsFor(forWhom);
  const age = displayedAge({ birthDay, birthMonth, birthYear }, now);
  const patientErrors = errors.patient;
  const contactErrors = errors.contact;
  const birthError =
    patientErrors?.birthDay?.message ??
    patientErrors?.birthMonth?.message ??
    patientErrors?.birthYear?.message;
  const invalidPart = patientErrors?.birthDay ? 'day' : patientErrors?.birthMonth ? 'month' : 'year';
  const newborn = isNewborn(patient);

  const onValid = (values: PatientStepValues) => {
    saveStep(values);
    onNext();
  };

  // In screen order, with the labels the fields show.
  const onInvalid = (invalid: FieldErrors<PatientStepValues>) => {
    const p = invalid.patient;
    const c = invalid.contact;
    const birth = p?.birthDay ? 'day' : p?.birthMonth ? 'month' : 'year';
    const items: (ErrorSummaryItem | null)[] = [
      item(IDS.forWhom, t('patient.forWhomLegend'), p?.forWhom?.message),
      item(IDS.fullName, t('patient.fullName'), p?.fullName?.message),
      item(
        IDS.birthDate,
        t('patient.birthDate'),
        p?.birthDay?.message ?? p?.birthMonth?.message ?? p?.birthYear?.message,
        () => focusField(`${IDS.birthDate}-${birth}`),
      ),
      item(IDS.newborn, t('patient.newborn'), p?.newborn?.message),
      item(IDS.nik, t('patient.nik'), p?.nik?.message),
      item(IDS.contactName, t('patient.contactName'), c?.fullName?.message),
      item(IDS.relationship, t('patient.relationshipLegend'), c?.relationship?.message),
      item(IDS.phone, t(`patient.phone.${texts.contact}`), c?.phone?.message),
      item(IDS.email, t(`patient.email.${texts.contact}`), c?.email?.message),
    ];
    summary.show(items.filter((entry): entry is ErrorSummaryItem => entry !== null));
  };

  // Registered in screen order.
  const fields = {
    forWhom: register('patient.forWhom'),
    fullName: register('patient.fullName'),
    // The three parts are one date: a change to one re-checks the others, so the message follows.
    birthDay: register('patient.birthDay', { deps: ['patient.birthMonth', 'patient.birthYear'] }),
    birthMonth: register('patient.birthMonth', { deps: ['patient.birthDay', 'patient.birthYear'] }),
    birthYear: register('patient.birthYear', { deps: ['patient.birthDay', 'patient.birthMonth'] }),
    newborn: register('patient.newborn', { deps: ['patient.nik'] }),
    nik: register('patient.nik'),
    contactName: register('contact.fullName'),
    relationship: register('contact.relationship'),
    phone: register('contact.phone'),
    email: register('contact.email'),
  };
  const { phone, nik } = fields;

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <ErrorSummary items={summary.items} attempt={summary.attempt} />
      <div id={IDS.forWhom}>
        <RadioGroup
          legend={t('patient.forWhomLegend')}
          required
          requiredLabel={t('common.required')}
          error={patientErrors?.forWhom?.message}
          inputProps={fields.forWhom}
          options={PATIENT_RELATIONS.map((relation) => ({
            value: relation,
            label: t(`patient.forWhom.${relation}`),
            description:
              relation === 'child' || relation === 'other_family'
                ? t(`patient.forWhomDescription.${relation}`)
                : undefined,
          }))}
        />
      </div>
      <p className={styles.intro}>{t(`patient.intro.${texts.patient}`)}</p>
      <TextField
        {...fields.fullName}
        id={IDS.fullName}
        label={t('patient.fullName')}
        hint={t(`patient.fullNameHint.${texts.patient}`)}
        error={patientErrors?.fullName?.message}
        required
        requiredLabel={t('common.required')}
        autoComplete={forWhom === 'self' ? 'name' : 'off'}
        autoCapitalize="words"
        spellCheck={false}
      />
      <BirthDateField
        id={IDS.birthDate}
        day={fields.birthDay}
        month={fields.birthMonth}
        year={fields.birthYear}
        error={birthError}
        invalidPart={invalidPart}
        age={age}
        autofill={forWhom === 'self'}
      />
      {forWhom === 'child' && (
        <CheckboxField
          {...fields.newborn}
          id={IDS.newborn}
          label={t('patient.newborn')}
          hint={t('patient.newbornHint')}
          error={patientErrors?.newborn?.message}
        />
      )}
      {/* No maxLength: a NIK pasted with spaces is longer until cleaned; the schema checks the 16 digits. */}
      {!newborn && (
        <TextField
          {...nik}
          id={IDS.nik}
          onChange={keepDigits(nik.onChange)}
          onKeyDown={filterNumberKeys}
          inputMode="numeric"
          autoComplete="off"
          label={t('patient.nik')}
          hint={t(`patient.nikHint.${texts.patient}`)}
          error={patientErrors?.nik?.message}
          required
          requiredLabel={t('common.required')}
        />
      )}

      <section className={styles.group} aria-labelledby="booking-contact-title">
        <h3 id="booking-contact-title" className={styles.groupTitle}>
          {t(`patient.contactTitle.${texts.patient}`)}
        </h3>
        <p className={styles.intro}>{t(`patient.contactIntro.${texts.patient}`)}</p>
        {forWhom !== 'self' && (
          <TextField
            {...fields.contactName}
            id={IDS.contactName}
            label={t('patient.contactName')}
            hint={t('patient.contactNameHint')}
            error={contactErrors?.fullName?.message}
            required
            requiredLabel={t('common.required')}
            autoComplete="name"
            autoCapitalize="words"
            spellCheck={false}
          />
        )}
        {asksRelationship(forWhom) && (
          <div id={IDS.relationship}>
            <RadioGroup
              legend={t('patient.relationshipLegend')}
              required
              requiredLabel={t('common.required')}
              error={contactErrors?.relationship?.message}
              inputProps={fields.relationship}
              options={relationshipChoices(forWhom).map((relationship) => ({
                value: relationship,
                label: t(`patient.relationships.${relationship}`),
              }))}
            />
          </div>
        )}
        <TextField
          {...phone}
          id={IDS.phone}
          onChange={keepDigits(phone.onChange)}
          onKeyDown={filterNumberKeys}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t(`patient.phone.${texts.contact}`)}
          hint={t('patient.phoneHint')}
          error={contactErrors?.phone?.message}
          required
          requiredLabel={t('common.required')}
        />
        <TextField
          {...fields.email}
          id={IDS.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          label={t(`patient.email.${texts.contact}`)}
          hint={t('patient.emailHint')}
          error={contactErrors?.email?.message}
        />
      </section>
      <StepNav onBack={onBack} nextLabel={nextLabel} />
    </form>
  );
}

function item(
  id: string,
  label: string,
  message: string | undefined,
  focus?: () => void,
): ErrorSummaryItem | null {
  return message ? { id, label, message, ...(focus ? { focus } : {}) } : null;
}
