import { useQuery } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { ErrorPanel, RadioGroup, SelectField, TextField } from '@hospital/ui';
import { LoadingBlock } from '../../shared/LoadingBlock';
import { insurersQuery } from '../../queries';
import { EMPTY_INSURANCE, useDraftStore, type InsuranceDraft } from '../draftStore';
import { insuranceResolver } from '../insuranceForm';
import { StepNav } from './StepNav';
import type { StepProps } from './StepProps';
import { useDraftStepForm } from './useDraftStepForm';
import styles from './steps.module.css';

/** Step 3: self-pay, or an insurer of the partners list (industry insurance) with the policy number. */
export function Step3Insurance({ onNext, onBack, nextLabel }: StepProps) {
  const { t } = useTranslation();
  const setInsurance = useDraftStore((s) => s.setInsurance);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useDraftStepForm<InsuranceDraft>({
    initial: useDraftStore.getState().insurance,
    empty: EMPTY_INSURANCE,
    save: setInsurance,
    resolverFor: insuranceResolver,
  });

  const kind = watch('kind');
  // Asked for with the step, so the list is there when "Insurance" is chosen.
  const insurers = useQuery(insurersQuery(useApi()));

  const onValid = (values: InsuranceDraft) => {
    setInsurance(values);
    onNext();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <RadioGroup
        legend={t('insurance.legend')}
        required
        requiredLabel={t('common.required')}
        error={errors.kind?.message}
        inputProps={register('kind')}
        options={[
          { value: 'self', label: t('insurance.self'), description: t('insurance.selfDescription') },
          { value: 'insurer', label: t('insurance.insurer'), description: t('insurance.insurerDescription') },
        ]}
      />
      {kind === 'insurer' && (
        <div className={styles.conditional}>
          {insurers.isError ? (
            <ErrorPanel
              title={t('common.loadError')}
              onRetry={() => void insurers.refetch()}
              retryLabel={t('common.retry')}
            />
          ) : insurers.data ? (
            <SelectField
              {...register('insurerId')}
              label={t('insurance.insurerSelect')}
              placeholder={t('insurance.insurerPlaceholder')}
              error={errors.insurerId?.message}
              required
              requiredLabel={t('common.required')}
              options={insurers.data.map((partner) => ({ value: String(partner.id), label: partner.name }))}
            />
          ) : (
            <LoadingBlock label={t('common.loading')} rows={1} rowHeight={44} />
          )}
          <TextField
            {...register('policyNumber')}
            label={t('insurance.policyNumber')}
            hint={t('insurance.policyNumberHint')}
            error={errors.policyNumber?.message}
            required
            requiredLabel={t('common.required')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </div>
      )}
      <StepNav onBack={onBack} nextLabel={nextLabel} />
    </form>
  );
}
