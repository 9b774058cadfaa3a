import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { contactSchema, type ContactInput } from '@hospital/domain';
import { Alert, Button, TextArea } from '@hospital/ui';
import { useApi } from '@hospital/remote-kit';
import { EmailField, NameField } from '../../shared/components/form/PersonFields';
import { TitledForm } from '../../shared/components/form/TitledForm';
import { useSubmission } from '../../shared/components/form/useSubmission';
import { useT } from '../../shared/components/useT';
import { useLang } from '../../shared/hooks/useLang';
import styles from './ContactForm.module.css';

/** Name of the hidden field bots fill in; people never see it (docs/product-rules.md §5's captcha is replaced by it). */
export const HONEYPOT_FIELD = 'website';

type ContactValues = ContactInput & { [HONEYPOT_FIELD]?: string };

/** `POST web/contactus` (form-encoded name, email, message) with the docs/product-rules.md §5 messages. */
export function ContactForm() {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const [sent, setSent] = useState(false);
  const { failure, attempt } = useSubmission();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: yupResolver(contactSchema(lang)),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit((values, event) =>
    attempt(async () => {
      const form = event?.target as HTMLFormElement | undefined;
      const trap = form?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null | undefined;
      // A filled honeypot is a bot: it is told "sent" and nothing is stored.
      if (trap?.value) {
        setSent(true);
        return;
      }
      await api.sendContactMessage({
        name: values.name,
        email: values.email,
        message: values.message,
      });
      reset();
      setSent(true);
    }),
  );

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
    <TitledForm titleId="contact-form-title" title={t('contact.formTitle')} onSubmit={onSubmit}>
      <NameField error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
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
    </TitledForm>
  );
}
