import { useState, type FormEvent } from 'react';
import { useQuery } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { ErrorPanel, RadioGroup } from '@hospital/ui';
import { validationMessages } from '@hospital/domain';
import { ErrorSummary, useErrorSummary } from '../../../shared/ErrorSummary';
import { LoadingBlock } from '../../../shared/LoadingBlock';
import { companiesQuery } from '../../../shared/queries';
import { useStepActionData } from '../actionData';
import { useDraftStore } from '../draftStore';
import { useShownDraft } from '../shownDraft';
import { StepNav } from './StepNav';
import type { StepProps } from './StepProps';

const HOSPITAL_ID = 'booking-hospital';

/** Step 1: which hospital (company) of the group. */
export function Step1Hospital({ onNext, nextLabel }: StepProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const companies = useQuery(companiesQuery(useApi()));
  const { companyId } = useShownDraft();
  const setCompany = useDraftStore((s) => s.setCompany);
  const [submitted, setSubmitted] = useState(false);
  // The server's answer to this step posted without JavaScript (wizardAction.ts), until the next submit.
  const served = useStepActionData(1).errors.companyId;
  const summary = useErrorSummary(
    served ? [{ id: HOSPITAL_ID, label: t('hospital.legend'), message: served }] : [],
  );
  const required = validationMessages(lang).required;
  const error = submitted ? (companyId === null ? required : undefined) : served;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only when it changes what the step shows: a valid step is left, and rendering it again at the
    // click's priority only delays the paint (INP, docs/decisions.md, issue 25).
    if (companyId === null || served) setSubmitted(true);
    if (companyId === null) {
      summary.show([{ id: HOSPITAL_ID, label: t('hospital.legend'), message: required }]);
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
    <form method="post" noValidate onSubmit={submit}>
      <ErrorSummary items={summary.items} attempt={summary.attempt} />
      {companies.data ? (
        <div id={HOSPITAL_ID}>
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
        </div>
      ) : (
        <LoadingBlock label={t('common.loading')} />
      )}
      <StepNav nextLabel={nextLabel} />
    </form>
  );
}
