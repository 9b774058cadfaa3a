import { useEffect, useRef, useState } from 'react';
import { isApiError, type ApiClient } from '@hospital/api-client';
import { useMutation, useQueryClient } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { deskCsrf, deskSessionEnded, problemOf } from '../../shared/deskQueries';

/**
 * What the second step and the enrolment share (docs/decisions.md, issue 24): the step takes the
 * focus on its heading; its call goes with the session's CSRF token; a wrong code is said in an
 * alert that takes the focus and empties the field; a step that ended (401) reads the state again,
 * which shows the password form.
 */
export function useSignInStep<Values, Result>(
  send: (api: ApiClient, values: Values, csrf: string) => Promise<Result>,
  onDone: (result: Result, values: Values) => void,
  clearCode: () => void,
) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const mutation = useMutation({
    mutationFn: async (values: Values) => send(api, values, await deskCsrf(api, queryClient)),
    onSuccess: onDone,
    onError: (error) => {
      if (isApiError(error) && error.code === 'unauthorized') {
        deskSessionEnded(api, queryClient);
        return;
      }
      setProblem(problemOf(error, t('signin.failed')));
      clearCode();
      requestAnimationFrame(() => problemRef.current?.focus());
    },
  });

  const submit = (values: Values) => {
    setProblem(null);
    mutation.mutate(values);
  };

  return { mutation, submit, problem, setProblem, headingRef, problemRef };
}
