import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@hospital/i18n';
import { api, isApiError } from '@hospital/api-client';
import { useLocale } from '@hospital/i18n';
import { Button, Modal, TextField, useSiteHref } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../../i18n';
import { useChromeRoute } from '../common/chromeRoute';
import { useLazyNewsletterCheck } from './useLazyNewsletterCheck';
import styles from './NewsletterForm.module.css';

type Outcome = 'subscribed' | 'already';

/**
 * Newsletter subscription (docs/product-rules.md §4 and 5): yup validation with the SPEC messages in the current
 * language; on success the e-mail resets and a thank-you dialog stays until closed; on failure the
 * typed e-mail is kept and an inline message says we could not subscribe.
 *
 * One field needs no form library: the form is plain React state, and the validation (yup) is loaded
 * on first focus, so the footer adds no form code to the page's first load (docs/decisions.md, issue 9 budgets).
 *
 * Without JavaScript the browser posts it to `/newsletter` (mf-content's server action), which thanks
 * there with a link back to `from`, this page, or shows what to fix (docs/decisions.md, issue 25).
 */
export function NewsletterForm() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const locale = useLocale();
  const toHref = useSiteHref();
  const { pathname } = useChromeRoute();
  const { prepare, load } = useLazyNewsletterCheck();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failed, setFailed] = useState(false);

  async function validate(value: string) {
    const check = await load();
    const result = check({ name: '', email: value }, locale);
    setError(result.ok ? undefined : result.email);
    return result;
  }

  // The server's form can be typed in before the footer's code is there (focusing it starts the
  // download): hydration leaves what was typed in the field but not in this state, and the next render
  // would empty the field. What the field holds when the form is taken over is its value.
  useEffect(() => {
    const typed = emailRef.current?.value;
    if (typed) setEmail(typed);
  }, []);

  // After a first submit, a message on screen follows the language, as it did with a form library.
  const revalidate = useRef<() => void>(() => undefined);
  useEffect(() => {
    revalidate.current = () => {
      if (submitted && error !== undefined) void validate(email);
    };
  });
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    revalidate.current();
  }, [locale]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // What the field shows, rather than the state: a submit held until the footer was taken over is
    // sent again as soon as it is, before the effect above has put the e-mail typed meanwhile in state.
    const value = emailRef.current?.value ?? email;
    if (value !== email) setEmail(value);
    setSubmitted(true);
    setFailed(false);
    setSubmitting(true);
    try {
      const result = await validate(value);
      if (!result.ok) {
        emailRef.current?.focus();
        return;
      }
      const answer = await api().subscribeNewsletter({ email: result.value.email });
      setEmail('');
      setSubmitted(false);
      setOutcome(answer.already_subscribed ? 'already' : 'subscribed');
    } catch (caught) {
      const emailMessage = isApiError(caught) ? caught.fields?.email : undefined;
      if (emailMessage) {
        setError(emailMessage);
        emailRef.current?.focus();
      } else setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <form
        className={styles.form}
        method="post"
        action={toHref('/newsletter')}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={prepare}
        noValidate
      >
        {/* The page to go back to from /newsletter's thank-you (none from that page itself). */}
        {pathname !== '/newsletter' && <input type="hidden" name="from" value={pathname} />}
        <TextField
          ref={emailRef}
          name="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (submitted) void validate(event.target.value);
          }}
          label={t('newsletter.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          error={error}
          className={styles.field}
        />
        <Button type="submit" loading={submitting} className={styles.submit}>
          {t('newsletter.submit')}
        </Button>
        <div role="alert" className={styles.failure}>
          {failed && <p>{t('newsletter.failed')}</p>}
        </div>
      </form>
      <Modal
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        title={t('newsletter.successTitle')}
        closeLabel={t('chrome.close')}
        size="sm"
        footer={<Button onClick={() => setOutcome(null)}>{t('newsletter.close')}</Button>}
      >
        <p className={styles.thanks}>
          {outcome === 'already' ? t('newsletter.already') : t('newsletter.success')}
        </p>
      </Modal>
    </>
  );
}
