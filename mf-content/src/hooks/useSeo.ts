import { useEffect } from 'react';
import { useLocation } from '@hospital/remote-kit';
import { absoluteUrl, applyHead, applyJsonLd } from '../lib/seoHead';
import { useLang } from './useLang';

export interface SeoInput {
  title: string;
  description: string;
  /** Canonical path when it differs from the current one (e.g. an item reached by two routes). */
  path?: string;
  image?: string;
  type?: string;
  /** The title as it is, without ` | Medika Hospital` (the home page). */
  exactTitle?: boolean;
}

/** Title, meta description, canonical URL and Open Graph tags of the current page (undone on leave). */
export function useSeo({ title, description, path, image, type, exactTitle = false }: SeoInput): void {
  const { pathname } = useLocation();
  const lang = useLang();
  const canonicalPath = path ?? pathname;
  useEffect(() => {
    const origin = window.location.origin;
    return applyHead(document, {
      title,
      description,
      canonical: absoluteUrl(canonicalPath, origin),
      image: image ? absoluteUrl(image, origin) : undefined,
      type,
      exactTitle,
      locale: lang === 'en' ? 'en_US' : 'id_ID',
    });
  }, [title, description, canonicalPath, image, type, exactTitle, lang]);
}

/** A schema.org JSON-LD block in `<head>` while the page shows `data` (nothing while it is null). */
export function useJsonLd(data: object | null): void {
  const json = data ? JSON.stringify(data) : '';
  useEffect(() => {
    if (!json) return;
    return applyJsonLd(document, JSON.parse(json) as object);
  }, [json]);
}
