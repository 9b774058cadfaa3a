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
import { Alert, Button, TextField, useTypedBeforeHydration, withTyped } from '@hospital/ui';
import { useLocale } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
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

/**
 * The screening form rendered from the definition the API serves. Answers are kept as a draft in
 * sessionStorage while typing; a failed submit keeps them on screen and offers to send again with
 * the same Idempotency-Key, so a request that did arrive is never stored twice.
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
  const [failure, setFailure] = useState<Failure>(null);

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
    // What was typed before the script ran is newer than the draft of the last visit.
    defaultValues: withTyped(mergeValues(questions, draft?.values), typed),
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

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(send)} className={styles.form}>
      <section className={styles.section} aria-labelledby="screening-visitor">
        <h2 id="screening-visitor" className={styles.heading}>
          {t('form.visitorHeading')}
        </h2>
        <TextField
          {...register('visitor.name')}
          label={t('form.name')}
          error={errors.visitor?.name?.message}
          required
          requiredLabel={t('common.required')}
          autoComplete="name"
        />
        <TextField
          {...register('visitor.phone')}
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          error={errors.visitor?.phone?.message}
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
                registration={register(`answers.${question.key}`)}
                error={errors.answers?.[question.key]?.message}
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
              <Button variant="secondary" onClick={handleSubmit(send)} loading={isSubmitting}>
                {t('form.submitRetry')}
              </Button>
            </div>
          ) : (
            t('form.invalid')
          )}
        </Alert>
      )}

      <p className={styles.draftNote}>{t('form.draftNote')}</p>
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t('form.submit')}
        </Button>
        <Button variant="ghost" onClick={clearAnswers}>
          {t('form.clearDraft')}
        </Button>
      </div>
    </form>
  );
}
