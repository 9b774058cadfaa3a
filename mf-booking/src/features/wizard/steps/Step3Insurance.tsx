import { useCallback, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useQuery } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import type { Lang } from '@hospital/domain';
import { useApi } from '@hospital/remote-kit';
import { RadioGroup } from '@hospital/ui';
import { ErrorSummary, useErrorSummary, type ErrorSummaryItem } from '../../../shared/ErrorSummary';
import { insurersQuery } from '../../../shared/queries';
import { useStepActionData } from '../actionData';
import { EMPTY_INSURANCE, useDraftStore, type InsuranceDraft } from '../draftStore';
import { useShownDraft } from '../shownDraft';
import { BpjsFields } from '../insurance/BpjsFields';
import { INSURANCE_IDS } from '../insurance/ids';
import { insuranceResolver } from '../insurance/insuranceForm';
import { InsurerFields } from '../insurance/InsurerFields';
import { usesNik } from '../patient/patientForm';
import { StepNav } from './StepNav';
import type { StepProps } from './StepProps';
import { useDraftStepForm } from './useDraftStepForm';
import styles from './steps.module.css';

function saveInsurance(insurance: InsuranceDraft): void {
  useDraftStore.getState().setInsurance(insurance);
}

/** The fields of step 3 in screen order, with the label each shows (for the error summary). */
const FIELD_LABELS: [keyof InsuranceDraft, string][] = [
  ['kind', 'insurance.legend'],
  ['bpjsCardNumber', 'insurance.bpjsCard'],
  ['referralNumber', 'insurance.referralNumber'],
  ['paperReferral', 'insurance.paperReferral'],
  ['insurerId', 'insurance.insurerSelect'],
  ['policyNumber', 'insurance.policyNumber'],
];

/**
 * Step 3: who pays. Self-pay; BPJS Kesehatan with its card and the referral from the first-level clinic
 * (by number, or on paper); or another insurer of the partners list with the policy number.
 */
export function Step3Insurance({ onNext, onBack, nextLabel }: StepProps) {
  const { t } = useTranslation();
  const shown = useShownDraft();
  const [initial] = useState(() => shown.insurance);
  // BPJS Kesehatan knows its members by NIK: a passport or KITAS holder is told so, on the choice and in
  // the message if it is chosen anyway (docs/decisions.md, issue 26).
  const { idDocument } = shown.patient;
  const withNik = usesNik(shown.patient);
  const resolverFor = useCallback(
    (getLang: () => Lang) => insuranceResolver(getLang, idDocument),
    [idDocument],
  );
  // The server's messages for this step posted without JavaScript (wizardAction.ts), until the next submit.
  const served = useStepActionData(3).errors;
  const summaryItems = (message: (name: keyof InsuranceDraft) => string | undefined) => {
    const items: ErrorSummaryItem[] = [];
    for (const [name, label] of FIELD_LABELS) {
      const text = message(name);
      if (text) items.push({ id: INSURANCE_IDS[name], label: t(label), message: text });
    }
    return items;
  };
  const summary = useErrorSummary(summaryItems((name) => served[name]));
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors: clientErrors, submitCount },
  } = useDraftStepForm<InsuranceDraft>({
    initial,
    empty: EMPTY_INSURANCE,
    save: saveInsurance,
    resolverFor,
  });
  const errors = submitCount > 0 ? clientErrors : serverFieldErrors(served);

  const [kind, paperReferral] = watch(['kind', 'paperReferral']);
  // Asked for with the step, so the list is there when "other insurance" is chosen.
  useQuery(insurersQuery(useApi()));

  const onValid = (values: InsuranceDraft) => {
    saveInsurance(values);
    onNext();
  };

  const onInvalid = (invalid: FieldErrors<InsuranceDraft>) => {
    summary.show(summaryItems((name) => invalid[name]?.message));
  };

  return (
    // Each field carries its value in the HTML too: without JavaScript the step posts to the wizard's
    // server action, and the answer shows the questions of the payer chosen.
    <form method="post" noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <ErrorSummary items={summary.items} attempt={summary.attempt} />
      <div id={INSURANCE_IDS.kind}>
        <RadioGroup
          legend={t('insurance.legend')}
          required
          requiredLabel={t('common.required')}
          error={errors.kind?.message}
          inputProps={register('kind')}
          defaultValue={initial.kind}
          options={[
            { value: 'self', label: t('insurance.self'), description: t('insurance.selfDescription') },
            {
              value: 'bpjs',
              label: t('insurance.bpjs'),
              description: t(withNik ? 'insurance.bpjsDescription' : 'insurance.bpjsNeedsNik'),
            },
            {
              value: 'insurer',
              label: t('insurance.insurer'),
              description: t('insurance.insurerDescription'),
            },
          ]}
        />
      </div>
      {kind === 'bpjs' && withNik && (
        <div className={styles.conditional}>
          <BpjsFields register={register} errors={errors} paperReferral={paperReferral} defaults={initial} />
        </div>
      )}
      {kind === 'insurer' && (
        <div className={styles.conditional}>
          <InsurerFields register={register} errors={errors} defaults={initial} />
        </div>
      )}
      <StepNav onBack={onBack} nextLabel={nextLabel} />
    </form>
  );
}

/** The server's messages as react-hook-form's errors, for the fields that show them. */
function serverFieldErrors(served: Readonly<Record<string, string>>): FieldErrors<InsuranceDraft> {
  const errors: FieldErrors<InsuranceDraft> = {};
  for (const [name] of FIELD_LABELS) {
    const message = served[name];
    if (message) errors[name] = { type: 'server', message };
  }
  return errors;
}
