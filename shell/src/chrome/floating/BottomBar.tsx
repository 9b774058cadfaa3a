import type { ReactNode } from 'react';
import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { ChromeLink } from '../common/ChromeLink';
import { useCssHeightVariable } from '../common/useCssHeightVariable';
import { LOOKUP_PATH } from '../common/navigation';
import { CalendarCheckIcon, CalendarIcon, ClipboardIcon, DoctorIcon } from '../icons/icons';
import styles from './BottomBar.module.css';

interface BottomLink {
  href: string;
  label: 'bottomBar.findDoctor' | 'bottomBar.book' | 'bottomBar.mcu' | 'menu.lookup';
  icon: ReactNode;
}

/** docs/product-rules.md §2 "Bottom bar", and the look-up beside Buat Janji: a booking is found again where it was made. */
const BOTTOM_LINKS: readonly BottomLink[] = [
  { href: '/appointment', label: 'bottomBar.findDoctor', icon: <DoctorIcon /> },
  { href: '/appointment/create', label: 'bottomBar.book', icon: <CalendarIcon /> },
  { href: LOOKUP_PATH, label: 'menu.lookup', icon: <CalendarCheckIcon /> },
  { href: '/services/paket-mcu', label: 'bottomBar.mcu', icon: <ClipboardIcon /> },
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
              {t(link.label)}
            </ChromeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
