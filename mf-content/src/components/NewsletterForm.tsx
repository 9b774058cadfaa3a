import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { newsletterSchema, type NewsletterInput } from '@hospital/domain';
import { Alert, Button, Modal } from '@hospital/ui';
import { contentApi } from '../api/contentApi';
import { useLang } from '../hooks/useLang';
import { EmailField } from './form/PersonFields';
import { useSubmission } from './form/useSubmission';
import { useT } from './useT';
import styles from './NewsletterForm.module.css';

/** E-mail subscription (SPEC 4): on success the field resets and a thank-you dialog shows until closed. */
export function NewsletterForm() {
  const t = useT();
  const lang = useLang();
  const [thanks, setThanks] = useState<string | null>(null);
  const { failure, attempt } = useSubmission();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput>({
    resolver: yupResolver(newsletterSchema(lang)),
    defaultValues: { name: '', email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
      const result = await contentApi().subscribeNewsletter({
        email: values.email,
        name: values.name || undefined,
      });
      reset({ name: '', email: '' });
      setThanks(result.message);
    }),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('newsletter.title')}>
      <EmailField
        label={t('newsletter.email')}
        error={errors.email?.message}
        className={styles.field}
        {...register('email')}
      />
      <Button type="submit" loading={isSubmitting} className={styles.submit}>
        {t('newsletter.submit')}
      </Button>
      {failure && (
        <Alert variant="error" className={styles.alert}>
          {failure}
        </Alert>
      )}
      <Modal
        open={thanks !== null}
        onClose={() => setThanks(null)}
        title={t('newsletter.thanksTitle')}
        closeLabel={t('common:actions.close')}
        footer={<Button onClick={() => setThanks(null)}>{t('common:actions.close')}</Button>}
      >
        <p>{thanks}</p>
      </Modal>
    </form>
  );
}
