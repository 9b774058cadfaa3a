import { useEffect, useMemo, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { Lang } from '@hospital/domain';
import { useLang } from '../../shared/lang';

interface DraftStepFormOptions<T extends FieldValues> {
  /** The draft's answers when the step opens. */
  initial: T;
  /** The step's empty answers, completing a partial set of values before it is saved. */
  empty: T;
  /** Saves the answers to the draft. */
  save: (values: T) => void;
  /** The step's validation, asking for the current language when it runs. */
  resolverFor: (getLang: () => Lang) => Resolver<T>;
}

/**
 * The form of a wizard step that is typed into (patient, insurance): every keystroke goes to the draft,
 * so a reload or a visit elsewhere loses nothing, and messages already on screen follow a language switch.
 */
export function useDraftStepForm<T extends FieldValues>({
  initial,
  empty,
  save,
  resolverFor,
}: DraftStepFormOptions<T>) {
  const lang = useLang();
  const langRef = useRef(lang);
  const resolver = useMemo(() => resolverFor(() => langRef.current), [resolverFor]);
  const form = useForm<T>({
    defaultValues: initial as DefaultValues<T>,
    resolver,
    shouldFocusError: true,
  });
  const {
    watch,
    trigger,
    formState: { isSubmitted },
  } = form;

  useEffect(() => {
    const subscription = watch((values) => save({ ...empty, ...values } as T));
    return () => subscription.unsubscribe();
  }, [watch, save, empty]);

  useEffect(() => {
    langRef.current = lang;
    if (isSubmitted) void trigger();
  }, [lang, isSubmitted, trigger]);

  return form;
}
