import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { DeskSignedIn } from '@hospital/api-client';
import { deskSecondFactorSchema, type DeskSecondFactorValues } from '@hospital/domain';
import { useQueryClient } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { Alert, Button, TextField } from '@hospital/ui';
import { setDeskStaff } from '../../shared/deskQueries';
import { useCancelSignIn } from './useCancelSignIn';
import { useSignInStep } from './useSignInStep';
import styles from './SignInForm.module.css';

/**
 * The second step of the desk's sign-in (docs/decisions.md, issue 24): the six digits of the
 * person's authenticator app, or, without the phone, one of their recovery codes. A wrong code keeps
 * the step (and says so); a step that timed out goes back to the password.
 */
export function SecondFactorForm({
  onSignedIn,
}: {
  onSignedIn: (result: DeskSignedIn, recovery: boolean) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const lang = useLocale();
  const {
    register,
    handleSubmit,
    resetField,
    setValue,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<DeskSecondFactorValues>({
    resolver: yupResolver(deskSecondFactorSchema(lang)),
    defaultValues: { method: 'totp', code: '' },
  });
  const method = watch('method');
  const recovery = method === 'recovery';

  const {
    mutation: verify,
    submit,
    problem,
    setProblem,
    headingRef,
    problemRef,
  } = useSignInStep(
    (client, values: DeskSecondFactorValues, csrf) => client.deskSecondFactor(values, csrf),
    (result, values) => {
      setDeskStaff(api, queryClient, result.staff, result.csrf_token);
      onSignedIn(result, values.method === 'recovery');
    },
    () => resetField('code'),
  );
  const cancel = useCancelSignIn();

  const switchMethod = () => {
    setValue('method', recovery ? 'totp' : 'recovery');
    resetField('code');
    setProblem(null);
    requestAnimationFrame(() => setFocus('code'));
  };

  return (
    <section className={styles.card} aria-labelledby="factor-title">
      <h2 id="factor-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('factor.heading')}
      </h2>
      <p className={styles.lead}>{recovery ? t('factor.leadRecovery') : t('factor.leadTotp')}</p>
      <form noValidate className={styles.form} onSubmit={handleSubmit(submit)}>
        {problem && (
          <div ref={problemRef} tabIndex={-1}>
            <Alert variant="error">{problem}</Alert>
          </div>
        )}
        <input type="hidden" {...register('method')} />
        {/* One field, relabelled: the two kinds of code never sit side by side to be confused. */}
        <TextField
          key={method}
          {...register('code')}
          label={recovery ? t('factor.recoveryCode') : t('factor.code')}
          hint={recovery ? t('factor.recoveryHint') : t('factor.codeHint')}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize={recovery ? 'characters' : 'off'}
          spellCheck={false}
          maxLength={recovery ? 20 : 9}
          error={errors.code?.message}
          required
          className={styles.codeField}
        />
        <Button type="submit" loading={verify.isPending}>
          {t('factor.submit')}
        </Button>
      </form>
      <div className={styles.secondary}>
        <Button variant="secondary" size="sm" onClick={switchMethod}>
          {recovery ? t('factor.useApp') : t('factor.useRecovery')}
        </Button>
        <Button variant="secondary" size="sm" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('factor.cancel')}
        </Button>
      </div>
    </section>
  );
}
