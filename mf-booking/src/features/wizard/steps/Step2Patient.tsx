import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from '@hospital/i18n';
import { IDENTITY_DOCUMENTS, PATIENT_RELATIONS, type PatientRelation } from '@hospital/domain';
import { CheckboxField, RadioGroup, TextField } from '@hospital/ui';
import {
  ErrorSummary,
  focusField,
  useErrorSummary,
  type ErrorSummaryItem,
} from '../../../shared/ErrorSummary';
import { filterNumberKeys, keepDigits } from '../../../shared/numberInput';
import { useRenderDate } from '../../../shared/renderDate';
import { useStepActionData } from '../actionData';
import { EMPTY_CONTACT, EMPTY_PATIENT, useDraftStore } from '../draftStore';
import { useShownDraft } from '../shownDraft';
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
import identity from '../BookingWizard.module.css';

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
  idDocument: 'booking-id-document',
  newborn: 'booking-newborn',
  nik: 'booking-nik',
  documentNumber: 'booking-document-number',
  contactName: 'booking-contact-name',
  relationship: 'booking-relationship',
  phone: 'booking-phone',
  email: 'booking-email',
};

/**
 * Step 2: for whom the appointment is, the patient (name, birth date with age, the identity document: the
 * NIK, a child's from the family card or none for a newborn, or a foreigner's passport or KITAS) and the booking's contact (for someone else the booker, with who
 * they are to the patient: for a child the parent or guardian who consents), saved to the draft as typed.
 */
export function Step2Patient({ onNext, onBack, nextLabel }: StepProps) {
  const { t } = useTranslation();
  const now = useRenderDate();
  const shown = useShownDraft();
  const [initial] = useState<PatientStepValues>(() => ({ patient: shown.patient, contact: shown.contact }));
  // The server's messages for this step posted without JavaScript (wizardAction.ts), until the next submit.
  const served = useStepActionData(2).errors;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, submitCount },
  } = useDraftStepForm<PatientStepValues>({
    initial,
    empty: EMPTY_STEP,
    save: saveStep,
    resolverFor: patientResolver,
  });
  const fromServer = (name: string) => (submitCount === 0 ? served[name] : undefined);

  const [patient, birthDay, birthMonth, birthYear, idDocument] = watch([
    'patient',
    'patient.birthDay',
    'patient.birthMonth',
    'patient.birthYear',
    'patient.idDocument',
  ]);
  const forWhom: PatientRelation = patient.forWhom;
  const texts = textsFor(forWhom);
  const age = displayedAge({ birthDay, birthMonth, birthYear }, now);
  const patientErrors = errors.patient;
  const contactErrors = errors.contact;
  const patientMessage = (name: keyof PatientStepValues['patient']) =>
    patientErrors?.[name]?.message ?? fromServer(`patient.${name}`);
  const contactMessage = (name: keyof PatientStepValues['contact']) =>
    contactErrors?.[name]?.message ?? fromServer(`contact.${name}`);
  const birthError =
    patientMessage('birthDay') ?? patientMessage('birthMonth') ?? patientMessage('birthYear');
  const invalidPart = patientMessage('birthDay') ? 'day' : patientMessage('birthMonth') ? 'month' : 'year';
  const newborn = isNewborn(patient);

  const onValid = (values: PatientStepValues) => {
    saveStep(values);
    onNext();
  };

  // In screen order, with the labels the fields show; `message` by form field name.
  const summaryItems = (message: (name: string) => string | undefined): ErrorSummaryItem[] => {
    const birth = message('patient.birthDay') ? 'day' : message('patient.birthMonth') ? 'month' : 'year';
    const items: (ErrorSummaryItem | null)[] = [
      item(IDS.forWhom, t('patient.forWhomLegend'), message('patient.forWhom')),
      item(IDS.fullName, t('patient.fullName'), message('patient.fullName')),
      item(
        IDS.birthDate,
        t('patient.birthDate'),
        message('patient.birthDay') ?? message('patient.birthMonth') ?? message('patient.birthYear'),
        () => focusField(`${IDS.birthDate}-${birth}`),
      ),
      item(IDS.idDocument, t('patient.idDocumentLegend'), message('patient.idDocument')),
      item(IDS.newborn, t('patient.newborn'), message('patient.newborn')),
      item(IDS.nik, t('patient.nik'), message('patient.nik')),
      item(
        IDS.documentNumber,
        t(`patient.documentNumber.${idDocument === 'kitas' ? 'kitas' : 'passport'}`),
        message('patient.documentNumber'),
      ),
      item(IDS.contactName, t('patient.contactName'), message('contact.fullName')),
      item(IDS.relationship, t('patient.relationshipLegend'), message('contact.relationship')),
      item(IDS.phone, t(`patient.phone.${texts.contact}`), message('contact.phone')),
      item(IDS.email, t(`patient.email.${texts.contact}`), message('contact.email')),
    ];
    return items.filter((entry): entry is ErrorSummaryItem => entry !== null);
  };
  const summary = useErrorSummary(summaryItems((name) => served[name]));

  const onInvalid = (invalid: FieldErrors<PatientStepValues>) => {
    summary.show(
      summaryItems((name) => {
        const [part, key] = name.split('.') as ['patient' | 'contact', string];
        const group = invalid[part] as Record<string, { message?: string } | undefined> | undefined;
        return group?.[key]?.message;
      }),
    );
  };

  // Registered in screen order.
  const fields = {
    forWhom: register('patient.forWhom'),
    fullName: register('patient.fullName'),
    // The three parts are one date: a change to one re-checks the others, so the message follows.
    birthDay: register('patient.birthDay', { deps: ['patient.birthMonth', 'patient.birthYear'] }),
    birthMonth: register('patient.birthMonth', { deps: ['patient.birthDay', 'patient.birthYear'] }),
    birthYear: register('patient.birthYear', { deps: ['patient.birthDay', 'patient.birthMonth'] }),
    idDocument: register('patient.idDocument', { deps: ['patient.nik', 'patient.documentNumber'] }),
    newborn: register('patient.newborn', { deps: ['patient.nik'] }),
    nik: register('patient.nik'),
    documentNumber: register('patient.documentNumber'),
    contactName: register('contact.fullName'),
    relationship: register('contact.relationship'),
    phone: register('contact.phone'),
    email: register('contact.email'),
  };
  const { phone, nik } = fields;

  return (
    // Each field carries its value in the HTML too (a server render has no react-hook-form refs): without
    // JavaScript the step posts to the wizard's server action, with JavaScript the form is the same.
    <form method="post" noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      {/* One box around the questions: the identity number's field follows the document chosen in it (CSS). */}
      <div className={identity.patientForm}>
        <ErrorSummary items={summary.items} attempt={summary.attempt} />
        <div id={IDS.forWhom}>
          <RadioGroup
            legend={t('patient.forWhomLegend')}
            required
            requiredLabel={t('common.required')}
            error={patientMessage('forWhom')}
            inputProps={fields.forWhom}
            defaultValue={initial.patient.forWhom}
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
          defaultValue={initial.patient.fullName}
          id={IDS.fullName}
          label={t('patient.fullName')}
          hint={t(`patient.fullNameHint.${texts.patient}`)}
          error={patientMessage('fullName')}
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
          defaults={{
            day: initial.patient.birthDay,
            month: initial.patient.birthMonth,
            year: initial.patient.birthYear,
          }}
          error={birthError}
          invalidPart={invalidPart}
          age={age}
          autofill={forWhom === 'self'}
          hint={forWhom === 'child' ? t('patient.birthDateHintChild') : undefined}
        />
        <div id={IDS.idDocument}>
          <RadioGroup
            legend={t('patient.idDocumentLegend')}
            required
            requiredLabel={t('common.required')}
            error={patientMessage('idDocument')}
            inputProps={fields.idDocument}
            defaultValue={initial.patient.idDocument}
            options={IDENTITY_DOCUMENTS.map((document) => ({
              value: document,
              label: t(`patient.idDocument.${document}`),
              description: t(`patient.idDocumentDescription.${document}`),
            }))}
          />
        </div>
        {/*
         * The number asked follows the document chosen through CSS (:has, BookingWizard.module.css), so the choice
         * works the same before, without and with JavaScript; the schema reads only the chosen one.
         */}
        <div className={identity.nikOnly}>
          {forWhom === 'child' && (
            <CheckboxField
              {...fields.newborn}
              defaultChecked={initial.patient.newborn}
              id={IDS.newborn}
              label={t('patient.newborn')}
              hint={t('patient.newbornHint')}
              error={patientMessage('newborn')}
            />
          )}
          {/* No maxLength: a NIK pasted with spaces is longer until cleaned; the schema checks the 16 digits. */}
          {!newborn && (
            <TextField
              {...nik}
              defaultValue={initial.patient.nik}
              id={IDS.nik}
              onChange={keepDigits(nik.onChange)}
              onKeyDown={filterNumberKeys}
              inputMode="numeric"
              autoComplete="off"
              label={t('patient.nik')}
              hint={t(`patient.nikHint.${texts.patient}`)}
              error={patientMessage('nik')}
              required
              requiredLabel={t('common.required')}
            />
          )}
        </div>
        <div className={identity.foreignOnly}>
          <TextField
            {...fields.documentNumber}
            defaultValue={initial.patient.documentNumber}
            id={IDS.documentNumber}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            label={
              <>
                <span className={identity.passportOnly}>{t('patient.documentNumber.passport')}</span>
                <span className={identity.kitasOnly}>{t('patient.documentNumber.kitas')}</span>
              </>
            }
            hint={t('patient.documentNumberHint')}
            error={patientMessage('documentNumber')}
            required
            requiredLabel={t('common.required')}
          />
        </div>

        <section className={styles.group} aria-labelledby="booking-contact-title">
          <h3 id="booking-contact-title" className={styles.groupTitle}>
            {t(`patient.contactTitle.${texts.patient}`)}
          </h3>
          <p className={styles.intro}>{t(`patient.contactIntro.${texts.patient}`)}</p>
          {forWhom !== 'self' && (
            <TextField
              {...fields.contactName}
              defaultValue={initial.contact.fullName}
              id={IDS.contactName}
              label={t('patient.contactName')}
              hint={t('patient.contactNameHint')}
              error={contactMessage('fullName')}
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
                error={contactMessage('relationship')}
                inputProps={fields.relationship}
                defaultValue={initial.contact.relationship}
                options={relationshipChoices(forWhom).map((relationship) => ({
                  value: relationship,
                  label: t(`patient.relationships.${relationship}`),
                }))}
              />
            </div>
          )}
          <TextField
            {...phone}
            defaultValue={initial.contact.phone}
            id={IDS.phone}
            onChange={keepDigits(phone.onChange)}
            onKeyDown={filterNumberKeys}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t(`patient.phone.${texts.contact}`)}
            hint={t('patient.phoneHint')}
            error={contactMessage('phone')}
            required
            requiredLabel={t('common.required')}
          />
          <TextField
            {...fields.email}
            defaultValue={initial.contact.email}
            id={IDS.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            label={t(`patient.email.${texts.contact}`)}
            hint={t('patient.emailHint')}
            error={contactMessage('email')}
          />
        </section>
      </div>
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
