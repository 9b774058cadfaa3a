import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { isApiError, type EventRegistrationResult, type HospitalEvent } from '@hospital/api-client';
import { eventRegistrationSchema, type EventRegistrationInput } from '@hospital/domain';
import { Alert, Button } from '@hospital/ui';
import { useApi } from '@hospital/remote-kit';
import { EmailField, NameField, PhoneField } from '../../shared/components/form/PersonFields';
import { TitledForm } from '../../shared/components/form/TitledForm';
import { useSubmission } from '../../shared/components/form/useSubmission';
import { useT } from '../../shared/components/useT';
import { useLang } from '../../shared/hooks/useLang';
import { useRegistrationView } from '../../shared/hooks/useRegistrationView';
import styles from './RegistrationForm.module.css';

export interface RegistrationFormProps {
  event: HospitalEvent;
  /** Called after a 409 (closed or full meanwhile) so the page reloads the event's state. */
  onStateChanged: () => void;
}

/** docs/product-rules.md §4: "Join Event" while registration is open, "Register Closed" when past, full or closed. */
export function RegistrationForm({ event, onStateChanged }: RegistrationFormProps) {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const view = useRegistrationView(event);
  const [done, setDone] = useState<EventRegistrationResult | null>(null);
  const { failure, attempt } = useSubmission();
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

  const onSubmit = handleSubmit((values) =>
    attempt(
      async () => setDone(await api.registerForEvent({ event_slug: event.slug, ...values })),
      (error) => {
        if (isApiError(error) && error.status === 409) onStateChanged();
      },
    ),
  );

  return (
    <TitledForm titleId="event-registration-title" title={t('events.formTitle')} onSubmit={onSubmit}>
      <NameField error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button type="submit" loading={isSubmitting} fullWidth>
        {t('events.joinEvent')}
      </Button>
    </TitledForm>
  );
}
