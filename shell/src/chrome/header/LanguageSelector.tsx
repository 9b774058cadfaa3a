import type { MouseEvent } from 'react';
import { localePath, SUPPORTED_LOCALES, useLocale, useTranslation, type Locale } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { useChromeRoute, useChromeSearch } from '../common/chromeRoute';
import { cx } from '../common/cx';
import styles from './LanguageSelector.module.css';

/**
 * The same page in another language keeps its query (a search, the doctor filters): the link's own
 * href carries the query the page was rendered with, so it does before the scripts run (a page's code
 * starts at the visitor's first touch, docs/decisions.md issue 25); once they run, the query as it is now.
 */
function switchTo(event: MouseEvent<HTMLAnchorElement>, path: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.location.assign(path + window.location.search);
}

/**
 * Indonesia / English switch. The language is part of the URL (docs/architecture.md §2b), so each option is a
 * link to this page in that language: the server renders it there, crawlers find both versions, and
 * no remote has to re-render in place.
 */
export function LanguageSelector({ className }: { className?: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const locale = useLocale();
  const { pathname } = useChromeRoute();
  const search = useChromeSearch();
  const path = (option: Locale) => localePath(pathname, option);
  return (
    <div role="group" aria-label={t('language.label')} className={cx(styles.group, className)}>
      {SUPPORTED_LOCALES.map((option) => (
        <a
          key={option}
          href={path(option) + search}
          hrefLang={option}
          lang={option}
          className={styles.option}
          aria-current={locale === option ? 'true' : undefined}
          onClick={(event) => switchTo(event, path(option))}
        >
          {/* The visible code stays in the name (WCAG 2.5.3), the full name follows for screen readers. */}
          {option.toUpperCase()}
          <span className="visually-hidden"> {t(`language.${option}`)}</span>
        </a>
      ))}
    </div>
  );
}
