import { useEffect, useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { Lang } from '@hospital/domain';
import { useLocale } from '@hospital/i18n';

interface DraftStepFormOptions<T extends FieldValues> {
  /** The draft's answers when the step opens. */
  initial: T;
  /** The step's empty answers, completing a partial set of values before it is saved. */
  empty: T;
  /** Saves the answers to the draft. */
  save: (values: T) => void;
  /** The step's validation, asking for the page's language when it runs. */
  resolverFor: (getLang: () => Lang) => Resolver<T>;
}

/**
 * The form of a wizard step that is typed into (patient, insurance): every keystroke goes to the draft,
 * so a reload or a visit elsewhere loses nothing. Messages are in the page's language, which is the
 * URL's and never changes in place (docs/architecture.md §2b).
 */
export function useDraftStepForm<T extends FieldValues>({
  initial,
  empty,
  save,
  resolverFor,
}: DraftStepFormOptions<T>) {
  const lang = useLocale();
  const resolver = useMemo(() => resolverFor(() => lang), [resolverFor, lang]);
  const form = useForm<T>({
    defaultValues: initial as DefaultValues<T>,
    resolver,
    // A failed submit focuses the step's error summary, whose links lead to the fields.
    shouldFocusError: false,
  });
  const { watch } = form;

  useEffect(() => {
    const subscription = watch((values) => save({ ...empty, ...values } as T));
    return () => subscription.unsubscribe();
  }, [watch, save, empty]);

  return form;
}
