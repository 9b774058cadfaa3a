import type { ReactNode } from 'react';
import { Link } from '@hospital/router';
import { publish } from '@hospital/event-bus';
import { Container } from '@hospital/ui';
import { useT } from '../../shared/components/useT';
import styles from './QuickActions.module.css';

const ICONS: Record<string, ReactNode> = {
  doctor: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0" />,
  book: <path d="M5 5h14v15H5zM5 9h14M9 3v4M15 3v4M9 14l2 2 4-4" />,
  mcu: <path d="M4 12h4l2-5 4 10 2-5h4" />,
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  screening: <path d="M8 4h8v3H8zM6 6h12v14H6zM9 12l2 2 4-4" />,
};

function Icon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}

/** Find a doctor, book, medical check-up, WhatsApp (the shell's chooser) and screening. */
export function QuickActions() {
  const t = useT();
  const links = [
    { to: '/appointment', icon: 'doctor', label: t('quick.findDoctor'), hint: t('quick.findDoctorHint') },
    { to: '/appointment/create', icon: 'book', label: t('quick.book'), hint: t('quick.bookHint') },
    { to: '/services/paket-mcu', icon: 'mcu', label: t('quick.mcu'), hint: t('quick.mcuHint') },
    { to: '/screening', icon: 'screening', label: t('quick.screening'), hint: t('quick.screeningHint') },
  ];
  return (
    <Container className={styles.wrap}>
      <nav aria-label={t('quick.label')}>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.action}>
                <span className={styles.icon}>
                  <Icon name={link.icon} />
                </span>
                <span className={styles.label}>{link.label}</span>
                <span className={styles.hint}>{link.hint}</span>
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.action}
              onClick={() => publish('ui:open-whatsapp', {})}
              aria-haspopup="dialog"
            >
              <span className={styles.icon}>
                <Icon name="chat" />
              </span>
              <span className={styles.label}>{t('quick.whatsapp')}</span>
              <span className={styles.hint}>{t('quick.whatsappHint')}</span>
            </button>
          </li>
        </ul>
      </nav>
    </Container>
  );
}
