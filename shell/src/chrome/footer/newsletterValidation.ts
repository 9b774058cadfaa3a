import { newsletterSchema, validateWith, type NewsletterInput } from '@hospital/domain';
import type { Locale } from '@hospital/i18n';

export type NewsletterCheck = { ok: true; value: NewsletterInput } | { ok: false; email: string };

/**
 * The docs/product-rules.md §5 rules of the newsletter form (the same yup schema the API uses). This module and yup are
 * downloaded only when a visitor starts using the form, never during the page's first load.
 */
export function checkNewsletter(values: { name: string; email: string }, locale: Locale): NewsletterCheck {
  const result = validateWith(newsletterSchema(locale), values);
  if (result.ok) return result;
  return { ok: false, email: result.fields.email ?? Object.values(result.fields)[0] ?? '' };
}
