import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { isApiError, type EventRegistrationResult, type HospitalEvent } from '@hospital/api-client';
import { eventRegistrationSchema, type EventRegistrationInput } from '@hospital/domain';
import { Alert, Button, TextField } from '@hospital/ui';
import { contentApi } from '../../api/contentApi';
import { submissionErrorMessage } from '../../components/submissionError';
import { useT } from '../../components/useT';
import { useLang } from '../../hooks/useLang';
import { registrationView } from '../../lib/registrationState';
import styles from './RegistrationForm.module.css';

export interface RegistrationFormProps {
  event: HospitalEvent;
  /** Called after a 409 (closed or full meanwhile) so the page reloads the event's state. */
  onStateChanged: () => void;
}

/** SPEC 4: "Join Event" while registration is open, "Register Closed" when past, full or closed. */
export function RegistrationForm({ event, onStateChanged }: RegistrationFormProps) {
  const t = useT();
  const lang = useLang();
  const view = registrationView(event);
  const [done, setDone] = useState<EventRegistrationResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EventRegistrationInput>({
    resolver: yupResolver(eventRegistrationSchema(lang)),
    defaultValues: { name: '', email: '', phone: '' },
  });

  if (done) {
    return (
      <Alert
        variant="success"
        title={done.already_registered ? t('events.alreadyTitle') : t('events.doneTitle')}
      >
        {done.message}
      </Alert>
    );
  }

  if (!view.open) {
    return (
      <div className={styles.closed}>
        <Button disabled aria-describedby="register-closed-reason">
          {t('events.registerClosed')}
        </Button>
        <p id="register-closed-reason" className={styles.reason}>
          {t(`events.reasonLong.${view.reason}`)}
        </p>
      </div>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setDone(await contentApi().registerForEvent({ event_slug: event.slug, ...values }));
    } catch (error) {
      setFailure(submissionErrorMessage(error, t));
      if (isApiError(error) && error.status === 409) onStateChanged();
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="event-registration-title">
      <h2 id="event-registration-title" className={styles.title}>
        {t('events.formTitle')}
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
      <TextField
        label={t('form.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('form.phoneHint')}
        required
        requiredLabel={t('form.required')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button type="submit" loading={isSubmitting} fullWidth>
        {t('events.joinEvent')}
      </Button>
    </form>
  );
}
