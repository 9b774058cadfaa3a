import { useState, type FormEvent } from 'react';
import { useQuery } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { ErrorPanel, RadioGroup } from '@hospital/ui';
import { validationMessages } from '@hospital/domain';
import { LoadingBlock } from '../../shared/LoadingBlock';
import { companiesQuery } from '../../queries';
import { useDraftStore } from '../draftStore';
import { useShownDraft } from '../shownDraft';
import { StepNav } from './StepNav';
import type { StepProps } from './StepProps';

/** Step 1: which hospital (company) of the group. */
export function Step1Hospital({ onNext, nextLabel }: StepProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const companies = useQuery(companiesQuery(useApi()));
  const { companyId } = useShownDraft();
  const setCompany = useDraftStore((s) => s.setCompany);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && companyId === null ? validationMessages(lang).required : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (companyId === null) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="companyId"]')?.focus();
      return;
    }
    onNext();
  };

  if (companies.isError) {
    return (
      <ErrorPanel
        title={t('common.loadError')}
        onRetry={() => void companies.refetch()}
        retryLabel={t('common.retry')}
        headingLevel={2}
      />
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      {companies.data ? (
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
