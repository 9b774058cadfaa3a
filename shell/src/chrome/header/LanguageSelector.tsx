import { useTranslation } from '@hospital/i18n';
import { setLocale, SUPPORTED_LOCALES, useLocale } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { cx } from '../common/cx';
import styles from './LanguageSelector.module.css';

/**
 * Indonesia / English switch. `setLocale` persists the choice, sets `<html lang>` and publishes
 * `locale:changed`, which every mounted remote follows without a reload.
 */
export function LanguageSelector({ className }: { className?: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const locale = useLocale();
  return (
    <div role="group" aria-label={t('language.label')} className={cx(styles.group, className)}>
      {SUPPORTED_LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={locale === option}
          onClick={() => {
            if (locale !== option) setLocale(option);
          }}
        >
          {/* The visible code stays in the name (WCAG 2.5.3), the full name follows for screen readers. */}
          {option.toUpperCase()}
          <span className="visually-hidden"> {t(`language.${option}`)}</span>
        </button>
      ))}
    </div>
  );
}
