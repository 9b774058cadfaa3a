import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { deskBookingSchema } from '@hospital/domain';
import { useLocale, useTranslation } from '@hospital/i18n';
import { Alert, Button, TextField } from '@hospital/ui';
import { problemOf } from '../../shared/deskQueries';
import { useDeskAction } from './useDeskAction';
import styles from './desk.module.css';

/** Check-in by booking code: the field empties on success and keeps the code on a refusal. */
export function CheckInForm({ announce }: { announce: (message: string) => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const lang = useLocale();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<{ code: string }>({
    resolver: yupResolver(deskBookingSchema(lang)),
    defaultValues: { code: '' },
  });
  const checkIn = useDeskAction((api, code: string, csrf) => api.deskCheckIn(code, csrf));

  return (
    <section className={styles.panel} aria-labelledby="checkin-title">
      <h2 id="checkin-title" className={styles.panelTitle}>
        {t('desk.checkInHeading')}
      </h2>
      <form
        noValidate
        className={styles.inline}
        onSubmit={handleSubmit(({ code }) => {
          setProblem(null);
          checkIn.mutate(code, {
            onSuccess: ({ booking }) => {
              announce(t('desk.checkedIn', { queue: booking?.queue_number, name: booking?.patient_name }));
              reset({ code: '' });
              setFocus('code');
            },
            onError: (error) => setProblem(problemOf(error, t('common.loadError'))),
          });
        })}
      >
        <TextField
          {...register('code')}
          label={t('desk.code')}
          hint={t('desk.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.code?.message}
          required
          className={styles.codeField}
        />
        <Button type="submit" loading={checkIn.isPending}>
          {t('desk.checkInSubmit')}
        </Button>
      </form>
      {problem && (
        <div className={styles.problem}>
          <Alert variant="error">{problem}</Alert>
        </div>
      )}
    </section>
  );
}
