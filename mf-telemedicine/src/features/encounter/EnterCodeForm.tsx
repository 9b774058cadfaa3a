import { useState, type FormEvent } from 'react';
import { useTranslation } from '@hospital/i18n';
import { validationMessages } from '@hospital/domain';
import { Button, TextField } from '@hospital/ui';
import { useLocale } from '@hospital/i18n';
import styles from './EnterCodeForm.module.css';

/**
 * `/konsultasi` without a code: ask for it (it is in the appointment confirmation). A GET form: before the
 * page's scripts run, or without them, the browser sends `?code=`, which the page opens as its key
 * (ConsultationPage); `emptySent` is such a submit with nothing typed.
 */
export function EnterCodeForm({
  onOpen,
  emptySent = false,
}: {
  onOpen(code: string): void;
  emptySent?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(() =>
    emptySent ? validationMessages(lang).required : undefined,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(validationMessages(lang).required);
      return;
    }
    onOpen(trimmed);
  };

  return (
    <form method="get" noValidate onSubmit={submit} className={styles.form}>
      <TextField
        name="code"
        label={t('enterCode.label')}
        hint={t('enterCode.hint')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error}
        required
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit">{t('enterCode.submit')}</Button>
    </form>
  );
}
