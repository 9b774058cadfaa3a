import { isApiError } from '@hospital/api-client';

type Translate = (key: string) => string;

/** A visitor-facing sentence for a failed submission (validation, rate limit, network...). */
export function submissionErrorMessage(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    if (error.status === 429) return t('common:error.tooManyRequests');
    if (error.status === 0) return t('common:error.network');
    if (error.status === 400 && error.fields) return t('common:error.validation');
    if (error.status === 409 || error.status === 400) return error.message;
  }
  return t('common:error.description');
}
