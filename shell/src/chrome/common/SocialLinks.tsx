import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { cx } from './cx';
import { SOCIAL_LINKS } from './socialLinks';
import styles from './SocialLinks.module.css';

/** Icon links to the group's social accounts; each has a spoken name and says it opens a new tab. */
export function SocialLinks({
  tone = 'light',
  iconSize = 20,
}: {
  tone?: 'light' | 'dark';
  iconSize?: number;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <ul className={cx(styles.list, tone === 'dark' && styles.dark)} aria-label={t('social.label')}>
      {SOCIAL_LINKS.map(({ key, href, Icon }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <Icon size={iconSize} />
            <span className="visually-hidden">
              {t(`social.${key}`)} {t('chrome.opensNewTab')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
