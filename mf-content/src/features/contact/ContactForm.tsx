import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { contactSchema, type ContactInput } from '@hospital/domain';
import {
  Alert,
  Button,
  ButtonLink,
  ErrorSummary,
  TextArea,
  useTypedBeforeHydration,
  withTyped,
} from '@hospital/ui';
import { useQuery } from '@hospital/query';
import { useApi } from '@hospital/remote-kit';
import { initialValues, useFormAnswer, useFormDone } from '../../shared/components/form/formAnswer';
import { EmailField, NameField } from '../../shared/components/form/PersonFields';
import { TitledForm } from '../../shared/components/form/TitledForm';
import { useServerErrors } from '../../shared/components/form/useServerErrors';
import { useSubmission } from '../../shared/components/form/useSubmission';
import { useT } from '../../shared/components/useT';
import { companiesQuery } from '../../shared/lib/queries';
import { useLang } from '../../shared/hooks/useLang';
import { HONEYPOT_FIELD } from './honeypot';
import styles from './ContactForm.module.css';

export { HONEYPOT_FIELD };

type ContactValues = ContactInput & { [HONEYPOT_FIELD]?: string };

const FIELDS = ['name', 'email', 'message'] as const;

/**
 * `POST web/contactus` (form-encoded name, email, message) with the docs/product-rules.md §5 messages.
 * Without JavaScript the browser posts it to the page's server action (contactAction.ts), which thanks
 * on this page or answers it again with what to fix (docs/decisions.md, issue 25).
 */
export function ContactForm() {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const answer = useFormAnswer('contact');
  const thanked = useFormDone('contact') !== null;
  const [sent, setSent] = useState(thanked);
  const { failure, attempt } = useSubmission(answer?.failure ?? null);
  const { formId, typed } = useTypedBeforeHydration();
  const initial = initialValues(FIELDS, answer);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ContactValues>({
    resolver: yupResolver(contactSchema(lang)),
    defaultValues: withTyped(initial, typed),
  });
  const server = useServerErrors(answer, isSubmitted, {
    name: t('form.name'),
    email: t('form.email'),
    message: t('form.message'),
  });

  const onSubmit = handleSubmit((values, event) =>
    attempt(async () => {
      const form = event?.target as HTMLFormElement | undefined;
      const trap = form?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null | undefined;
      // A filled honeypot is a bot: it is told "sent" and nothing is stored.
      if (trap?.value) {
        setSent(true);
        return;
      }
      await api.sendContactMessage({
        name: values.name,
        email: values.email,
        message: values.message,
      });
      reset({ name: '', email: '', message: '' });
      setSent(true);
    }),
  );

  if (sent) {
    return (
      <Alert variant="success" title={t('contact.sentTitle')}>
        <p className={styles.sent}>{t('contact.sentText')}</p>
        <HospitalHotlines />
        <p className={styles.sent}>
          {/* A link to this page without the thank-you; with the scripts, the form in place. */}
          <ButtonLink href="/contact-us" variant="secondary" size="sm" onNavigate={() => setSent(false)}>
            {t('contact.another')}
          </ButtonLink>
        </p>
      </Alert>
    );
  }

  return (
    <TitledForm id={formId} titleId="contact-form-title" title={t('contact.formTitle')} onSubmit={onSubmit}>
      <ErrorSummary title={server.title} entries={server.entries} />
      <NameField
        id="contact-name"
        defaultValue={initial.name}
        error={errors.name?.message ?? server.errors.name}
        {...register('name')}
      />
      <EmailField
        id="contact-email"
        defaultValue={initial.email}
        error={errors.email?.message ?? server.errors.email}
        {...register('email')}
      />
      <TextArea
        id="contact-message"
        label={t('form.message')}
        rows={5}
        required
        requiredLabel={t('form.required')}
        defaultValue={initial.message}
        error={errors.message?.message ?? server.errors.message}
        {...register('message')}
      />
      <div className={styles.trap} aria-hidden="true">
        <label>
          {t('contact.trap')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button type="submit" loading={isSubmitting}>
        {t('contact.submit')}
      </Button>
    </TitledForm>
  );
}

/**
 * Each hospital with its own hotline (docs/decisions.md, issue 26): the form names no hospital, so a
 * Cianjur patient is never told to call Bandung. From `web/company`, which the contact page prefetches.
 */
function HospitalHotlines() {
  const companies = useQuery(companiesQuery(useApi()));
  if (!companies.data) return null;
  return (
    <ul className={styles.hotlines}>
      {companies.data.map((company) => (
        <li key={company.id}>
          {company.name}: <a href={`tel:+${company.phone}`}>{company.phone_display}</a>
        </li>
      ))}
    </ul>
  );
}
