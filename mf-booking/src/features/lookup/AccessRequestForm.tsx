import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslation } from '@hospital/i18n';
import { toApiError } from '@hospital/api-client';
import { useApi } from '@hospital/remote-kit';
import { useSearchParams } from '@hospital/router';
import { Alert, Button, LiveRegion, TextField } from '@hospital/ui';
import { BirthDateField } from '../wizard';
import { birthDateIso } from '../../shared/birthDate';
import { useInteractive } from '../../shared/useInteractive';
import { accessResolver, type AccessValues } from './accessForm';
import { useLookupActionData } from './serverLookup';
import styles from './AppointmentCard.module.css';

/**
 * Asking for every booking of a patient (docs/decisions.md, issue 24): a NIK and a birth date prove nothing, so
 * they only make the hospital mail each booking's own contact address a link. The page says the same
 * whatever the answer (the API's is the same for every NIK too), and keeps what was typed.
 */
export function AccessRequestForm() {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const id = useId();
  const interactive = useInteractive();
  const [params] = useSearchParams();
  // The server action's answer to this form posted without JavaScript (lookupAction.ts): its messages
  // and what was typed, or (after its 303) `?requested=<minutes>`.
  const actionData = useLookupActionData();
  const posted = actionData?.form === 'access' ? actionData : null;
  const resolver = useMemo(() => accessResolver(() => lang), [lang]);
  const [initial] = useState<AccessValues>(
    () => posted?.values ?? { nik: '', birthDay: '', birthMonth: '', birthYear: '' },
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<AccessValues>({
    defaultValues: initial,
    resolver,
    shouldFocusError: true,
  });
  const [open, setOpen] = useState(posted !== null);
  const [sent, setSent] = useState(() => {
    const minutes = Number(params.get('requested'));
    return Number.isInteger(minutes) && minutes > 0 ? t('allBookings.sent', { minutes }) : '';
  });
  const [failure, setFailure] = useState(() =>
    posted?.problem ? t('allBookings.failed', { message: posted.problem }) : '',
  );
  const fromServer = (name: keyof AccessValues) => (submitCount === 0 ? posted?.errors[name] : undefined);

  const send = async (values: AccessValues) => {
    setFailure('');
    setSent('');
    try {
      const answer = await api.requestBookingAccess({
        nik: values.nik.trim(),
        bornDate: birthDateIso(values),
      });
      setSent(t('allBookings.sent', { minutes: answer.link_minutes }));
    } catch (error) {
      setFailure(t('allBookings.failed', { message: toApiError(error).message }));
    }
  };

  const message = (name: keyof AccessValues) => errors[name]?.message ?? fromServer(name);
  const birthError = message('birthDay') ?? message('birthMonth') ?? message('birthYear');

  return (
    <section className={styles.reschedule} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.rescheduleTitle}>
        {t('allBookings.title')}
      </h2>
      <p>{t('allBookings.lead')}</p>
      <p>{t('allBookings.desk')}</p>
      {failure && <Alert variant="error">{failure}</Alert>}
      <LiveRegion message={sent} visible />
      {/* Folded until asked for: the look-up by code stays the page's one form at first sight (the
          fields exist once it is open, so the page never has two birth dates to type at once). The
          server renders them folded inside: without JavaScript the browser opens it by itself. */}
      <details
        className={styles.accessDetails}
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary>{t('allBookings.open')}</summary>
        {(open || !interactive) && (
          <form method="post" noValidate onSubmit={handleSubmit(send)} className={styles.accessForm}>
            <input type="hidden" name="intent" value="access" />
            <TextField
              {...register('nik')}
              defaultValue={initial.nik}
              label={t('allBookings.nik')}
              hint={t('allBookings.nikHint')}
              error={message('nik')}
              required
              requiredLabel={t('common.required')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
            />
            <BirthDateField
              id={`${id}-born`}
              day={register('birthDay', { deps: ['birthMonth', 'birthYear'] })}
              month={register('birthMonth', { deps: ['birthDay', 'birthYear'] })}
              year={register('birthYear', { deps: ['birthDay', 'birthMonth'] })}
              defaults={{ day: initial.birthDay, month: initial.birthMonth, year: initial.birthYear }}
              error={birthError}
              invalidPart={message('birthDay') ? 'day' : message('birthMonth') ? 'month' : 'year'}
              autofill={false}
            />
            <Button type="submit" variant="secondary" loading={isSubmitting}>
              {t('allBookings.submit')}
            </Button>
          </form>
        )}
      </details>
    </section>
  );
}
