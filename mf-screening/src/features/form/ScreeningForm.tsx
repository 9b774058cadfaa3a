import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from '@hospital/i18n';
import {
  isApiError,
  type ScreeningForm as FormDefinition,
  type ScreeningResult,
  type ScreeningResultInput,
} from '@hospital/api-client';
import {
  Alert,
  Button,
  ErrorSummary,
  TextField,
  useTypedBeforeHydration,
  withTyped,
  type ErrorSummaryEntry,
} from '@hospital/ui';
import { useLocale } from '@hospital/i18n';
import { useApi, useInteractive } from '@hospital/remote-kit';
import { useScreeningActionData } from './actionData';
import { attemptFor, clearDraft, loadDraft, saveDraft, type SubmitAttempt } from './draftStorage';
import { emptyValues, mergeValues, toSubmission, type ScreeningFormValues } from './formValues';
import { QuestionField } from './QuestionField';
import { buildScreeningSchema } from './questionSchema';
import styles from './ScreeningForm.module.css';

export type SubmitScreening = (
  input: ScreeningResultInput,
  idempotencyKey: string,
) => Promise<ScreeningResult>;

export interface ScreeningFormProps {
  definition: FormDefinition;
  onSubmitted: (result: ScreeningResult) => void;
  /** For tests; the page's API client by default. */
  submit?: SubmitScreening;
}

type Failure = 'network' | 'invalid' | null;

const NO_ERRORS: Readonly<Record<string, string>> = {};

/** The id of a field, where the error summary's link leads. */
const fieldId = (name: string) => `screening-${name.replace(/\./g, '-')}`;

/**
 * The screening form rendered from the definition the API serves. Answers are kept as a draft in
 * sessionStorage while typing; a failed submit keeps them on screen and offers to send again with
 * the same Idempotency-Key, so a request that did arrive is never stored twice.
 *
 * It is a `<form method="post">`: before the scripts run, or without them, the browser posts it to the
 * page's server action (screeningAction.ts), which answers with the result or with this page again, its
 * messages and everything typed (docs/decisions.md, issue 25). Once they run, react-hook-form takes it.
 */
export function ScreeningForm({ definition, onSubmitted, submit }: ScreeningFormProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const submitAnswers: SubmitScreening =
    submit ?? ((input, key) => api.submitScreeningResult(input, { idempotencyKey: key }));
  const lang = useLocale();
  const langRef = useRef(lang);
  const { questions } = definition;
  const draft = useMemo(() => loadDraft(definition.id), [definition.id]);
  const { formId, typed } = useTypedBeforeHydration();
  const attemptRef = useRef<SubmitAttempt | null>(draft?.attempt ?? null);
  // The server's answer to a post without JavaScript: what was posted, its messages, what went wrong.
  const served = useScreeningActionData();
  const interactive = useInteractive();
  const [failure, setFailure] = useState<Failure>(served?.problem ?? null);
  // What the server renders in the fields: the same while the browser takes its HTML over.
  const initial = useMemo(() => mergeValues(questions, served?.values), [questions, served]);

  // Messages follow the language at validation time, without rebuilding the form.
  const resolver = useMemo<Resolver<ScreeningFormValues>>(
    () => (values, context, options) =>
      yupResolver(buildScreeningSchema(questions, langRef.current, i18n.getFixedT(langRef.current)))(
        values,
        context,
        options,
      ),
    [questions, i18n],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    subscribe,
    trigger,
    getValues,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ScreeningFormValues>({
    // What was typed before the script ran is newer than what was posted, which is newer than the
    // draft of the last visit.
    defaultValues: withTyped(served ? initial : mergeValues(questions, draft?.values), typed),
    resolver,
    shouldFocusError: true,
  });

  useEffect(() => {
    // Answers given before hydration changed nothing the subscription below hears: store them now.
    if (Object.keys(typed).length > 0) {
      saveDraft({ formId: definition.id, values: getValues(), attempt: attemptRef.current });
    }
  }, [typed, definition.id, getValues]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft({ formId: definition.id, values, attempt: attemptRef.current }),
      }),
    [subscribe, definition.id],
  );

  useEffect(() => {
    langRef.current = lang;
    if (isSubmitted) void trigger();
  }, [lang, isSubmitted, trigger]);

  const send = async (values: ScreeningFormValues) => {
    setFailure(null);
    const input = toSubmission(definition.id, questions, values);
    const attempt = attemptFor(attemptRef.current, JSON.stringify(input));
    attemptRef.current = attempt;
    saveDraft({ formId: definition.id, values, attempt });
    try {
      const result = await submitAnswers(input, attempt.key);
      clearDraft();
      onSubmitted(result);
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && error.fields) {
        for (const [path, message] of Object.entries(error.fields)) {
          if (path.startsWith('answers.') || path.startsWith('visitor.')) {
            setError(
              path as FieldPath<ScreeningFormValues>,
              { type: 'server', message },
              { shouldFocus: true },
            );
          }
        }
        setFailure('invalid');
      } else {
        setFailure('network');
      }
    }
  };

  const clearAnswers = () => {
    clearDraft();
    attemptRef.current = null;
    setFailure(null);
    reset(emptyValues(questions));
  };

  // The server's messages stand until the browser checks the form itself.
  const serverErrors = !isSubmitted && served ? served.errors : NO_ERRORS;
  const errorOf = (name: string, own: string | undefined) => own ?? serverErrors[name];
  const labels: Record<string, string> = {
    'visitor.name': t('form.name'),
    'visitor.phone': t('form.phone'),
    ...Object.fromEntries(questions.map((q) => [`answers.${q.key}`, q.label])),
  };
  const summary: ErrorSummaryEntry[] = Object.entries(serverErrors)
    .filter(([name]) => name in labels)
    .map(([name, message]) => ({ id: fieldId(name), label: labels[name], message }));

  return (
    <form id={formId} method="post" noValidate onSubmit={handleSubmit(send)} className={styles.form}>
      <ErrorSummary title={t('form.errorSummary', { count: summary.length })} entries={summary} />
      <section className={styles.section} aria-labelledby="screening-visitor">
        <h2 id="screening-visitor" className={styles.heading}>
          {t('form.visitorHeading')}
        </h2>
        <TextField
          {...register('visitor.name')}
          id={fieldId('visitor.name')}
          defaultValue={initial.visitor.name}
          label={t('form.name')}
          error={errorOf('visitor.name', errors.visitor?.name?.message)}
          required
          requiredLabel={t('common.required')}
          autoComplete="name"
        />
        <TextField
          {...register('visitor.phone')}
          id={fieldId('visitor.phone')}
          defaultValue={initial.visitor.phone}
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          error={errorOf('visitor.phone', errors.visitor?.phone?.message)}
          required
          requiredLabel={t('common.required')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </section>

      <section className={styles.section} aria-labelledby="screening-questions">
        <h2 id="screening-questions" className={styles.heading}>
          {t('form.questionsHeading')}
        </h2>
        <ol className={styles.questions}>
          {questions.map((question, index) => (
            <li key={question.key} data-question={question.key} data-type={question.type}>
              <QuestionField
                question={question}
                number={index + 1}
                id={fieldId(`answers.${question.key}`)}
                initial={initial.answers[question.key] ?? ''}
                registration={register(`answers.${question.key}`)}
                error={errorOf(`answers.${question.key}`, errors.answers?.[question.key]?.message)}
              />
            </li>
          ))}
        </ol>
      </section>

      {failure && (
        <Alert variant="error" title={failure === 'network' ? t('form.submitFailed') : undefined}>
          {failure === 'network' ? (
            <div className={styles.failure}>
              <p>{t('form.submitFailedText')}</p>
              {/* Sends the form again, natively before the scripts run and through react-hook-form after. */}
              <Button type="submit" variant="secondary" loading={isSubmitting}>
                {t('form.submitRetry')}
              </Button>
            </div>
          ) : (
            t('form.invalid')
          )}
        </Alert>
      )}

      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t('form.submit')}
        </Button>
        {/* The draft and clearing it are the browser's: nothing the server could do for them. */}
        {interactive && (
          <Button variant="ghost" onClick={clearAnswers}>
            {t('form.clearDraft')}
          </Button>
        )}
      </div>
      {interactive && <p className={styles.draftNote}>{t('form.draftNote')}</p>}
    </form>
  );
}
