import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { ChromeLink } from '../common/ChromeLink';
import { isExternalHref } from '../common/navigation';
import { CalendarIcon } from '../icons/icons';
import styles from './OnlineBookingTab.module.css';

/** Where online booking lives; an external booking site can be configured at build time. */
export const ONLINE_BOOKING_URL: string = process.env.ONLINE_BOOKING_URL || '/appointment/create';

/** docs/product-rules.md §2 "Other elements": a side link to online booking (a fixed tab on wide screens). */
export function OnlineBookingTab() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const external = isExternalHref(ONLINE_BOOKING_URL);
  return (
    <ChromeLink
      href={ONLINE_BOOKING_URL}
      className={styles.tab}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <CalendarIcon size={20} />
      <span className={styles.text}>{t('booking.sideTab')}</span>
      {external && <span className="visually-hidden"> {t('chrome.opensNewTab')}</span>}
    </ChromeLink>
  );
}
