import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { ChromeLink } from '../common/ChromeLink';
import { Logo } from '../common/Logo';
import { ArrowLeftIcon } from '../icons/icons';
import { EmergencyCalls } from './EmergencyCalls';
import { LanguageSelector } from './LanguageSelector';
import styles from './LightHeader.module.css';

/**
 * The header of the `event` layout (logo, back to home, language) and, without the back link, of the
 * `screening` layout (logo, language). Not sticky: these pages are focused on one task; the emergency
 * calls lead it (docs/decisions.md, issue 26).
 */
export function LightHeader({ backHome }: { backHome: boolean }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <header className={styles.header} data-layout={backHome ? 'event' : 'screening'}>
      <EmergencyCalls variant="bar" />
      <div className={styles.inner}>
        <Logo compact={backHome} />
        <div className={styles.actions}>
          {backHome && (
            // The short word on phones is part of the full name (WCAG 2.5.3 label in name).
            <ChromeLink href="/" className={styles.back} aria-label={t('eventHeader.back')}>
              <ArrowLeftIcon size={20} />
              <span className={styles.backLong}>{t('eventHeader.back')}</span>
              <span className={styles.backShort}>{t('eventHeader.backShort')}</span>
            </ChromeLink>
          )}
          <LanguageSelector />
        </div>
      </div>
    </header>
  );
}
