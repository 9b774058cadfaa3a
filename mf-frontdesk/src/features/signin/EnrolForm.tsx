import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { DeskEnrolled, DeskEnrolment } from '@hospital/api-client';
import { deskEnrolSchema, type DeskEnrolValues } from '@hospital/domain';
import { useQueryClient } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { Alert, Button, TextField } from '@hospital/ui';
import { setDeskStaff } from '../../shared/deskQueries';
import { useCancelSignIn } from './useCancelSignIn';
import { useSignInStep } from './useSignInStep';
import styles from './SignInForm.module.css';

/**
 * A first sign-in (docs/decisions.md, issue 24): the person sets up an authenticator app from the QR
 * code (or the key typed by hand) and proves it with its first code; the recovery codes follow.
 */
export function EnrolForm({
  enrolment,
  onEnrolled,
}: {
  enrolment: DeskEnrolment;
  onEnrolled: (result: DeskEnrolled) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const lang = useLocale();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<DeskEnrolValues>({
    resolver: yupResolver(deskEnrolSchema(lang)),
    defaultValues: { code: '' },
  });

  const {
    mutation: enrol,
    submit,
    problem,
    headingRef,
    problemRef,
  } = useSignInStep(
    (client, values: DeskEnrolValues, csrf) => client.deskEnrol(values, csrf),
    (result) => {
      onEnrolled(result);
      setDeskStaff(api, queryClient, result.staff, result.csrf_token);
    },
    () => resetField('code'),
  );
  const cancel = useCancelSignIn();

  return (
    <section className={styles.card} aria-labelledby="enrol-title">
      <h2 id="enrol-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('enrol.heading')}
      </h2>
      <p className={styles.lead}>{t('enrol.lead')}</p>
      <ol className={styles.steps}>
        <li>{t('enrol.stepApp')}</li>
        <li>
          {t('enrol.stepScan')}
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
            alt={t('enrol.qrAlt')}
            width={192}
            height={192}
          />
          <p className={styles.lead}>
            {t('enrol.keyLabel')}{' '}
            <code className={styles.key} data-testid="enrol-key">
              {enrolment.secret}
            </code>
          </p>
        </li>
        <li>{t('enrol.stepCode')}</li>
      </ol>
      <form noValidate className={styles.form} onSubmit={handleSubmit(submit)}>
        {problem && (
          <div ref={problemRef} tabIndex={-1}>
            <Alert variant="error">{problem}</Alert>
          </div>
        )}
        <TextField
          {...register('code')}
          label={t('enrol.code')}
          hint={t('factor.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={9}
          error={errors.code?.message}
          required
          className={styles.codeField}
        />
        <Button type="submit" loading={enrol.isPending}>
          {t('enrol.submit')}
        </Button>
      </form>
      <div className={styles.secondary}>
        <Button variant="secondary" size="sm" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('factor.cancel')}
        </Button>
      </div>
    </section>
  );
}
