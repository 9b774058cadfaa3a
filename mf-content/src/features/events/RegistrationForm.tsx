import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { isApiError, type HospitalEvent } from '@hospital/api-client';
import { eventRegistrationSchema, type EventRegistrationInput } from '@hospital/domain';
import { Alert, Button, ErrorSummary, useTypedBeforeHydration, withTyped } from '@hospital/ui';
import { useApi } from '@hospital/remote-kit';
import { initialValues, useFormAnswer, useFormDone } from '../../shared/components/form/formAnswer';
import { EmailField, NameField, PhoneField } from '../../shared/components/form/PersonFields';
import { TitledForm } from '../../shared/components/form/TitledForm';
import { useServerErrors } from '../../shared/components/form/useServerErrors';
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

const FIELDS = ['name', 'email', 'phone'] as const;

/** The registration as it was answered: whether the visitor was on the list already, and the API's sentence. */
type Done = { already: boolean; message: string };

/**
 * docs/product-rules.md §4: "Join Event" while registration is open, "Register Closed" when past, full or
 * closed. Without JavaScript the browser posts it to the page's server action (registrationAction.ts),
 * which thanks on this page or answers it again with what to fix (docs/decisions.md, issue 25).
 */
export function RegistrationForm({ event, onStateChanged }: RegistrationFormProps) {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const view = useRegistrationView(event);
  const answer = useFormAnswer('event');
  const thanked = useFormDone('event');
  const [done, setDone] = useState<Done | null>(
    thanked ? { already: thanked.already === true, message: thanked.message ?? '' } : null,
  );
  const { failure, attempt } = useSubmission(answer?.failure ?? null);
  const { formId, typed } = useTypedBeforeHydration();
  const initial = initialValues(FIELDS, answer);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<EventRegistrationInput>({
    resolver: yupResolver(eventRegistrationSchema(lang)),
    defaultValues: withTyped(initial, typed),
  });
  const server = useServerErrors(answer, isSubmitted, {
    name: t('form.name'),
    email: t('form.email'),
    phone: t('form.phone'),
  });

  if (done) {
    return (
      <Alert variant="success" title={done.already ? t('events.alreadyTitle') : t('events.doneTitle')}>
        {done.message}
      </Alert>
    );
  }

  if (!view.open) {
    return (
      <div className={styles.closed}>
        {/* A post that found the event full or closed meanwhile: why it did not go through. */}
        {failure && <Alert variant="error">{failure}</Alert>}
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
      async () => {
        const result = await api.registerForEvent({ event_slug: event.slug, ...values });
        setDone({ already: result.already_registered, message: result.message });
      },
      (error) => {
        if (isApiError(error) && error.status === 409) onStateChanged();
      },
    ),
  );

  return (
    <TitledForm
      id={formId}
      titleId="event-registration-title"
      title={t('events.formTitle')}
      onSubmit={onSubmit}
    >
      <ErrorSummary title={server.title} entries={server.entries} />
      <NameField
        id="event-name"
        defaultValue={initial.name}
        error={errors.name?.message ?? server.errors.name}
        {...register('name')}
      />
      <EmailField
        id="event-email"
        defaultValue={initial.email}
        error={errors.email?.message ?? server.errors.email}
        {...register('email')}
      />
      <PhoneField
        id="event-phone"
        defaultValue={initial.phone}
        error={errors.phone?.message ?? server.errors.phone}
        {...register('phone')}
      />
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button type="submit" loading={isSubmitting} fullWidth>
        {t('events.joinEvent')}
      </Button>
    </TitledForm>
  );
}
