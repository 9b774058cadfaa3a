import type { ReactNode } from 'react';
import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { ChromeLink } from '../common/ChromeLink';
import { useCssHeightVariable } from '../common/useCssHeightVariable';
import { CalendarIcon, ClipboardIcon, DoctorIcon } from '../icons/icons';
import styles from './BottomBar.module.css';

interface BottomLink {
  href: string;
  key: 'findDoctor' | 'book' | 'mcu';
  icon: ReactNode;
}

/** SPEC 2 "Bottom bar". */
export const BOTTOM_LINKS: readonly BottomLink[] = [
  { href: '/appointment', key: 'findDoctor', icon: <DoctorIcon /> },
  { href: '/appointment/create', key: 'book', icon: <CalendarIcon /> },
  { href: '/services/paket-mcu', key: 'mcu', icon: <ClipboardIcon /> },
];

/** Mobile-first sticky bar of quick actions; the caller leaves it out on the booking wizard. */
export function BottomBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const measure = useCssHeightVariable('--bottombar-height');
  return (
    <nav ref={measure} className={styles.bar} aria-label={t('bottomBar.label')}>
      <ul className={styles.list}>
        {BOTTOM_LINKS.map((link) => (
          <li key={link.href}>
            <ChromeLink
              href={link.href}
              className={styles.link}
              aria-current={pathname === link.href ? 'page' : undefined}
            >
              <span className={styles.icon} aria-hidden="true">
                {link.icon}
              </span>
              {t(`bottomBar.${link.key}`)}
            </ChromeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
