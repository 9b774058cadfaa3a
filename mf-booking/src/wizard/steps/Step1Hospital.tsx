import { useState, type FormEvent } from 'react';
import { useTranslation } from '@hospital/i18n';
import { ErrorPanel, RadioGroup } from '@hospital/ui';
import { validationMessages } from '@hospital/domain';
import { useLang } from '../../shared/lang';
import { LoadingBlock } from '../../shared/LoadingBlock';
import { useCompanies } from '../../shared/referenceData';
import { useDraftStore } from '../draftStore';
import { StepNav } from './StepNav';
import type { StepProps } from './StepProps';

/** Step 1: which hospital (company) of the group. */
export function Step1Hospital({ onNext, nextLabel }: StepProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const companies = useCompanies();
  const companyId = useDraftStore((s) => s.companyId);
  const setCompany = useDraftStore((s) => s.setCompany);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && companyId === null ? validationMessages(lang).required : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (companyId === null) {
      document.querySelector<HTMLInputElement>('input[name="companyId"]')?.focus();
      return;
    }
    onNext();
  };

  if (companies.status === 'error') {
    return (
      <ErrorPanel
        title={t('common.loadError')}
        onRetry={companies.reload}
        retryLabel={t('common.retry')}
        headingLevel={2}
      />
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      {companies.status === 'success' ? (
        <RadioGroup
          name="companyId"
          legend={t('hospital.legend')}
          required
          requiredLabel={t('common.required')}
          error={error}
          value={companyId === null ? '' : String(companyId)}
          onChange={(value) => setCompany(Number(value))}
          options={companies.data.map((company) => ({
            value: String(company.id),
            label: company.name,
            description: company.address,
          }))}
        />
      ) : (
        <LoadingBlock label={t('common.loading')} />
      )}
      <StepNav nextLabel={nextLabel} />
    </form>
  );
}
