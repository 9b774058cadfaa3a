import { localePath, type Locale } from '@hospital/i18n';

const siteHrefs = new Map<Locale, (path: string) => string>();

/** Site paths get the page's language prefix; API files, anchors and other sites stay as they are. */
export function siteHref(lang: Locale): (path: string) => string {
  let toHref = siteHrefs.get(lang);
  if (!toHref) {
    toHref = (path: string) =>
      path.startsWith('/') && !path.startsWith('//') && !/^\/(api|dist|registry)\//.test(path)
        ? localePath(path, lang)
        : path;
    siteHrefs.set(lang, toHref);
  }
  return toHref;
}
