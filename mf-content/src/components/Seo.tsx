import { useJsonLd, useSeo, type SeoInput } from '../hooks/useSeo';

export interface SeoProps extends SeoInput {
  jsonLd?: object | null;
}

/**
 * The head of the page shown. Render exactly one per page state (loading, content, 404): effects run
 * child first, so two mounted at once would fight over the title.
 */
export function Seo({ jsonLd = null, ...input }: SeoProps) {
  useSeo(input);
  useJsonLd(jsonLd);
  return null;
}
