import { useQuery } from '@hospital/query';
import { Link } from '@hospital/router';
import { useApi } from '@hospital/remote-kit';
import { Container } from '@hospital/ui';
import { LinkButton } from '../../shared/components/LinkButton';
import { useT } from '../../shared/components/useT';
import { homeHotlinesQuery } from '../../shared/lib/queries';
import { HOSPITAL_SLUGS } from '../../shared/lib/hospitalSlugs';
import { HERO_HEIGHT, HERO_IMAGE, HERO_WIDTH } from './heroImage';
import styles from './Hero.module.css';

const CITIES = ['Bandung', 'Cianjur'] as const;

/** The first screen: promise, main actions, the picture (the page's LCP) and the two hospitals. */
export function Hero() {
  const t = useT();
  const companies = useQuery(homeHotlinesQuery(useApi()));
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <Container className={styles.inner}>
        {/* First in the HTML, as it is shown on phones: a page parsed in parts never adds it above text already painted (decorative, alt=""). */}
        <div className={styles.media}>
          <img
            src={HERO_IMAGE}
            alt=""
            width={HERO_WIDTH}
            height={HERO_HEIGHT}
            fetchPriority="high"
            decoding="async"
            className={styles.image}
          />
        </div>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 id="home-title" className={styles.title} tabIndex={-1}>
            {t('home.title')}
          </h1>
          <p className={styles.lead}>{t('home.lead')}</p>
          <div className={styles.actions}>
            <LinkButton to="/appointment" size="lg">
              {t('quick.findDoctor')}
            </LinkButton>
            <LinkButton to="/appointment/create" size="lg" variant="secondary">
              {t('quick.book')}
            </LinkButton>
          </div>
        </div>
        <ul className={styles.hospitals} aria-label={t('home.hospitals')}>
          {HOSPITAL_SLUGS.map((slug, index) => {
            const company = companies.data?.find((c) => c.slug === slug);
            return (
              <li key={slug} className={styles.hospital}>
                <span className={styles.pin} aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
                    <path
                      d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
                      fill="currentColor"
                    />
                  </svg>
                </span>
                <span className={styles.hospitalText}>
                  <Link to={`/hospital/${slug}`} className={styles.hospitalLink}>
                    {`Medika Hospital ${CITIES[index]}`}
                  </Link>
                  <span className={styles.phone}>
                    {company ? `${t('hospital.hotline')} ${company.phone_display}` : ' '}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
