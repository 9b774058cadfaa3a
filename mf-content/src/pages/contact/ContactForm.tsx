import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { contactSchema, type ContactInput } from '@hospital/domain';
import { Alert, Button, TextArea, TextField } from '@hospital/ui';
import { contentApi } from '../../api/contentApi';
import { submissionErrorMessage } from '../../components/submissionError';
import { useT } from '../../components/useT';
import { useLang } from '../../hooks/useLang';
import styles from './ContactForm.module.css';

/** Name of the hidden field bots fill in; people never see it (SPEC 5's captcha is replaced by it). */
export const HONEYPOT_FIELD = 'website';

type ContactValues = ContactInput & { [HONEYPOT_FIELD]?: string };

/** `POST web/contactus` (form-encoded name, email, message) with the SPEC 5 messages. */
export function ContactForm() {
  const t = useT();
  const lang = useLang();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: yupResolver(contactSchema(lang)),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values, event) => {
    setFailure(null);
    const form = event?.target as HTMLFormElement | undefined;
    const trap = form?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null | undefined;
    // A filled honeypot is a bot: it is told "sent" and nothing is stored.
    if (trap?.value) {
      setSent(true);
      return;
    }
    try {
      await contentApi().sendContactMessage({
        name: values.name,
        email: values.email,
        message: values.message,
      });
      reset();
      setSent(true);
    } catch (error) {
      setFailure(submissionErrorMessage(error, t));
    }
  });

  if (sent) {
    return (
      <Alert variant="success" title={t('contact.sentTitle')}>
        <p className={styles.sent}>{t('contact.sentText')}</p>
        <p className={styles.sent}>
          <Button variant="secondary" size="sm" onClick={() => setSent(false)}>
            {t('contact.another')}
          </Button>
        </p>
      </Alert>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {t('contact.formTitle')}
      </h2>
      <TextField
        label={t('form.name')}
        autoComplete="name"
        required
        requiredLabel={t('form.required')}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        requiredLabel={t('form.required')}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextArea
        label={t('form.message')}
        rows={5}
        required
        requiredLabel={t('form.required')}
        error={errors.message?.message}
        {...register('message')}
      />
      <div className={styles.trap} aria-hidden="true">
        <label>
          {t('contact.trap')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button type="submit" loading={isSubmitting}>
        {t('contact.submit')}
      </Button>
    </form>
  );
}
