import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { newsletterSchema, type NewsletterInput } from '@hospital/domain';
import {
  Alert,
  Button,
  ButtonLink,
  ErrorSummary,
  TextField,
  useTypedBeforeHydration,
  withTyped,
} from '@hospital/ui';
import { useApi } from '@hospital/remote-kit';
import { initialValues, useFormAnswer, useFormDone } from '../../shared/components/form/formAnswer';
import { TitledForm } from '../../shared/components/form/TitledForm';
import { useServerErrors } from '../../shared/components/form/useServerErrors';
import { useSubmission } from '../../shared/components/form/useSubmission';
import { useNavigateHandler } from '../../shared/components/useNavigateHandler';
import { useT } from '../../shared/components/useT';
import { useLang } from '../../shared/hooks/useLang';
import styles from './NewsletterForm.module.css';

const FIELDS = ['email', 'from'] as const;

type Done = { already: boolean; from?: string };

/**
 * The subscription of `/newsletter` (docs/product-rules.md §4 and §5: e-mail only, the newsletter
 * schema's messages). The footer's form posts here without JavaScript (newsletterAction.ts): this page
 * thanks, with the way back to the page the visitor was reading, or shows what to fix with the e-mail as
 * typed (docs/decisions.md, issue 25). With scripts, it sends through the API and thanks in place.
 */
export function NewsletterForm() {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const onNavigate = useNavigateHandler();
  const answer = useFormAnswer('newsletter');
  const thanked = useFormDone('newsletter');
  const [done, setDone] = useState<Done | null>(
    thanked ? { already: thanked.already === true, from: thanked.from } : null,
  );
  const { failure, attempt } = useSubmission(answer?.failure ?? null);
  const { formId, typed } = useTypedBeforeHydration();
  const initial = initialValues(FIELDS, answer);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<NewsletterInput>({
    resolver: yupResolver(newsletterSchema(lang)),
    // E-mail only (the footer's form asks no name either).
    defaultValues: withTyped({ name: '', email: initial.email }, typed),
  });
  const server = useServerErrors(answer, isSubmitted, { email: t('newsletter.email') });

  if (done) {
    return (
      <Alert variant="success" title={t('newsletter.doneTitle')}>
        <p className={styles.done}>{done.already ? t('newsletter.already') : t('newsletter.done')}</p>
        {done.from && (
          <p className={styles.done}>
            <ButtonLink href={done.from} variant="secondary" size="sm" onNavigate={onNavigate}>
              {t('newsletter.back')}
            </ButtonLink>
          </p>
        )}
      </Alert>
    );
  }

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
      const result = await api.subscribeNewsletter({ name: '', email: values.email });
      setDone({ already: result.already_subscribed, from: initial.from || undefined });
    }),
  );

  return (
    <TitledForm
      id={formId}
      titleId="newsletter-form-title"
      title={t('newsletter.formTitle')}
      onSubmit={onSubmit}
    >
      <ErrorSummary title={server.title} entries={server.entries} />
      <TextField
        id="newsletter-email"
        label={t('newsletter.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('newsletter.placeholder')}
        required
        requiredLabel={t('form.required')}
        defaultValue={initial.email}
        error={errors.email?.message ?? server.errors.email}
        {...register('email')}
      />
      {/* Where a post from the footer came from, kept through a post that needed fixing. */}
      {initial.from && <input type="hidden" name="from" value={initial.from} />}
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button type="submit" loading={isSubmitting}>
        {t('newsletter.submit')}
      </Button>
    </TitledForm>
  );
}
