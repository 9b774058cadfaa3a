import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '@hospital/api-client';
import { newsletterSchema, type NewsletterInput } from '@hospital/domain';
import { useLocale } from '@hospital/i18n';
import { Button, Modal, TextField } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../../i18n';
import styles from './NewsletterForm.module.css';

type Outcome = 'subscribed' | 'already';

/**
 * Newsletter subscription (SPEC 4 and 5): yup validation with the SPEC messages in the current
 * language; on success the e-mail resets and a thank-you dialog stays until closed; on failure the
 * typed e-mail is kept and an inline message says we could not subscribe.
 */
export function NewsletterForm() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const locale = useLocale();
  const schema = useMemo(() => newsletterSchema(locale), [locale]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<NewsletterInput>({
    resolver: yupResolver(schema),
    defaultValues: { name: '', email: '' },
  });

  // Messages already on screen switch language with the rest of the page.
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    if (isSubmitted) void trigger();
  }, [locale, isSubmitted, trigger]);

  const onSubmit = async (values: NewsletterInput) => {
    setFailed(false);
    try {
      const result = await api().subscribeNewsletter({ email: values.email, name: values.name || undefined });
      reset({ name: '', email: '' });
      setOutcome(result.already_subscribed ? 'already' : 'subscribed');
    } catch (error) {
      const emailMessage = isApiError(error) ? error.fields?.email : undefined;
      if (emailMessage) setError('email', { message: emailMessage }, { shouldFocus: true });
      else setFailed(true);
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          {...register('email')}
          label={t('newsletter.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          error={errors.email?.message}
          className={styles.field}
        />
        <Button type="submit" loading={isSubmitting} className={styles.submit}>
          {t('newsletter.submit')}
        </Button>
        <div role="alert" className={styles.failure}>
          {failed && <p>{t('newsletter.failed')}</p>}
        </div>
      </form>
      <Modal
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        title={t('newsletter.successTitle')}
        closeLabel={t('chrome.close')}
        size="sm"
        footer={<Button onClick={() => setOutcome(null)}>{t('newsletter.close')}</Button>}
      >
        <p className={styles.thanks}>
          {outcome === 'already' ? t('newsletter.already') : t('newsletter.success')}
        </p>
      </Modal>
    </>
  );
}
