import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useQuery } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { ErrorPanel, SelectField, TextField } from '@hospital/ui';
import { LoadingBlock } from '../../../shared/LoadingBlock';
import { insurersQuery } from '../../../shared/queries';
import type { InsuranceDraft } from '../draftStore';
import { INSURANCE_IDS } from './ids';
import { BPJS_PARTNER_SLUG } from './insuranceForm';

interface InsurerFieldsProps {
  register: UseFormRegister<InsuranceDraft>;
  errors: FieldErrors<InsuranceDraft>;
  /** The values in the HTML (a server render has no react-hook-form refs to set them). */
  defaults: InsuranceDraft;
}

/** Another insurer of the partners list (industry insurance, BPJS left out) with the policy number. */
export function InsurerFields({ register, errors, defaults }: InsurerFieldsProps) {
  const { t } = useTranslation();
  const insurers = useQuery(insurersQuery(useApi()));
  return (
    <>
      {insurers.isError ? (
        <ErrorPanel
          title={t('common.loadError')}
          onRetry={() => void insurers.refetch()}
          retryLabel={t('common.retry')}
        />
      ) : insurers.data ? (
        <SelectField
          {...register('insurerId')}
          defaultValue={defaults.insurerId}
          id={INSURANCE_IDS.insurerId}
          label={t('insurance.insurerSelect')}
          placeholder={t('insurance.insurerPlaceholder')}
          error={errors.insurerId?.message}
          required
          requiredLabel={t('common.required')}
          options={insurers.data
            .filter((partner) => partner.slug !== BPJS_PARTNER_SLUG)
            .map((partner) => ({ value: String(partner.id), label: partner.name }))}
        />
      ) : (
        <LoadingBlock label={t('common.loading')} rows={1} rowHeight={44} />
      )}
      <TextField
        {...register('policyNumber')}
        defaultValue={defaults.policyNumber}
        id={INSURANCE_IDS.policyNumber}
        label={t('insurance.policyNumber')}
        hint={t('insurance.policyNumberHint')}
        error={errors.policyNumber?.message}
        required
        requiredLabel={t('common.required')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </>
  );
}
