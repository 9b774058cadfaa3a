import { useQuery } from '@hospital/query';
import { Link } from '@hospital/router';
import { useApi } from '@hospital/remote-kit';
import { Skeleton } from '@hospital/ui';
import { useT } from '../../shared/components/useT';
import { companiesQuery } from '../../shared/lib/queries';
import styles from './HelpAside.module.css';

/** "Need help?" box beside a content page: the next steps a patient usually takes, and the hotlines. */
export function HelpAside() {
  const t = useT();
  const companies = useQuery(companiesQuery(useApi()));
  return (
    <aside className={styles.aside} aria-labelledby="help-aside-title">
      <h2 id="help-aside-title" className={styles.title}>
        {t('help.title')}
      </h2>
      <p className={styles.text}>{t('help.text')}</p>
      <ul className={styles.actions}>
        <li>
          <Link to="/appointment" className={styles.primary}>
            {t('quick.findDoctor')}
          </Link>
        </li>
        <li>
          <Link to="/appointment/create" className={styles.secondary}>
            {t('quick.book')}
          </Link>
        </li>
      </ul>
      <h3 className={styles.subtitle}>{t('help.hotlines')}</h3>
      <ul className={styles.hotlines}>
        {companies.data
          ? companies.data.map((company) => (
              <li key={company.id}>
                <span>{company.short_name}</span>{' '}
                <a href={`tel:+${company.phone}`} className={styles.phone}>
                  {company.phone_display}
                </a>
              </li>
            ))
          : [0, 1].map((i) => (
              <li key={i} aria-hidden="true">
                <Skeleton variant="text" />
              </li>
            ))}
      </ul>
    </aside>
  );
}
