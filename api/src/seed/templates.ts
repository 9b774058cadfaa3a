import type { Localized } from '../db/schema';
import templatesText from './content/templates.json';

export interface Templates {
  article: { heading: Localized; closing: Localized; authors: string[] };
  /** Placeholders: {venue} in `venue`, {start} and {end} in `time`. */
  event: { heading: Localized; venue: Localized; time: Localized; fee: Localized; closing: Localized };
  promotion: { heading: Localized; steps: Localized[]; terms: Localized[] };
  package: { heading: Localized; closing: Localized };
}

/**
 * The words every article, event, promotion and package page shares around its own text, as an
 * editor changes them: seed/content/templates.json.
 */
export const TEMPLATES: Templates = templatesText;
