import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { newsletterSchema, type NewsletterInput } from '@hospital/domain';
import { Alert, Button, Modal, TextField } from '@hospital/ui';
import { contentApi } from '../api/contentApi';
import { useLang } from '../hooks/useLang';
import { submissionErrorMessage } from './submissionError';
import { useT } from './useT';
import styles from './NewsletterForm.module.css';

/** E-mail subscription (SPEC 4): on success the field resets and a thank-you dialog shows until closed. */
export function NewsletterForm() {
  const t = useT();
  const lang = useLang();
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput>({
    resolver: yupResolver(newsletterSchema(lang)),
    defaultValues: { name: '', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await contentApi().subscribeNewsletter({
        email: values.email,
        name: values.name || undefined,
      });
      reset({ name: '', email: '' });
      setThanks(result.message);
    } catch (error) {
      setFailure(submissionErrorMessage(error, t));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('newsletter.title')}>
      <TextField
        label={t('newsletter.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        requiredLabel={t('form.required')}
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
