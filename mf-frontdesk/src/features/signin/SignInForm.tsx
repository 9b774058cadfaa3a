import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation, useQueryClient } from '@hospital/query';
import { deskSignInSchema, type DeskSignInInput } from '@hospital/domain';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { Alert, Button, TextField } from '@hospital/ui';
import { deskCsrf, problemOf, setDeskState } from '../../shared/deskQueries';
import styles from './SignInForm.module.css';

type SignInValues = DeskSignInInput;

/**
 * The first step of the desk's sign-in: the personal account's password. A wrong password keeps the
 * username typed; after a few, the answer says how long this device waits (docs/decisions.md, issue 24).
 */
export function SignInForm() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const problemRef = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lang = useLocale();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: yupResolver(deskSignInSchema(lang)),
    defaultValues: { username: '', password: '' },
  });

  const signIn = useMutation({
    mutationFn: async (values: SignInValues) => api.deskLogin(values, await deskCsrf(api, queryClient)),
    // The second step (or the enrolment) opens in place of this form, with its new session's token.
    onSuccess: (result) =>
      setDeskState(api, queryClient, {
        step: result.step,
        enrolment: result.enrolment,
        csrf_token: result.csrf_token,
        staff: null,
      }),
    onError: (error) => {
      setProblem(problemOf(error, t('signin.failed')));
      resetField('password');
      // The message is announced (the Alert is role=alert) and focused, so a keyboard user reads it next.
      requestAnimationFrame(() => problemRef.current?.focus());
    },
  });

  return (
    <section className={styles.card} aria-labelledby="signin-title">
      <h2 id="signin-title" className={styles.title}>
        {t('signin.heading')}
      </h2>
      <p className={styles.lead}>{t('signin.lead')}</p>
      <form
        noValidate
        className={styles.form}
        onSubmit={handleSubmit((values) => {
          setProblem(null);
          signIn.mutate(values);
        })}
      >
        {problem && (
          <div ref={problemRef} tabIndex={-1}>
            <Alert variant="error">{problem}</Alert>
          </div>
        )}
        <TextField
          {...register('username')}
          label={t('signin.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          required
        />
        <TextField
          {...register('password')}
          type="password"
          label={t('signin.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          required
        />
        <Button type="submit" loading={signIn.isPending}>
          {t('signin.submit')}
        </Button>
      </form>
    </section>
  );
}
