import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation, useQueryClient } from '@hospital/query';
import { deskSignInSchema, type DeskSignInInput } from '@hospital/domain';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { Alert, Button, TextField } from '@hospital/ui';
import { deskCsrf, problemOf, setDeskStaff } from '../../shared/deskQueries';
import styles from './SignInForm.module.css';

type SignInValues = DeskSignInInput;

/** The desk's sign-in. A wrong password keeps the username typed; the lock-out says until when. */
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
    onSuccess: (info) => setDeskStaff(api, queryClient, info.staff),
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
