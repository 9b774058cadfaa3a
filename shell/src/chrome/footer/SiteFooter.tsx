import { useTranslation } from '@hospital/i18n';
import { useRenderTime } from '@hospital/remote-kit';
import { SHELL_NAMESPACE } from '../../i18n';
import { ChromeLink } from '../common/ChromeLink';
import { SocialLinks } from '../common/SocialLinks';
import { FooterHospitals } from './FooterHospitals';
import { ABOUT_LINKS, APPOINTMENT_LINKS, CENTRE_LINKS } from './footerLinks';
import { LinkList } from './LinkList';
import { NewsletterForm } from './NewsletterForm';
import { useFooterArticles, useFooterSpecialists } from './useFooterContent';
import styles from './SiteFooter.module.css';

/**
 * The default layout's footer (docs/product-rules.md §2 "Other elements"). The server renders it with its lists; in the
 * browser its code arrives after the first paint (it is below the fold) and takes over that HTML.
 */
export default function SiteFooter() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const specialists = useFooterSpecialists();
  const articles = useFooterArticles();
  const year = new Date(useRenderTime()).getFullYear();
  return (
    <footer className={styles.footer}>
      <section className={styles.newsletter} aria-labelledby="footer-newsletter">
        <div className={styles.newsletterInner}>
          <div className={styles.newsletterText}>
            <h2 id="footer-newsletter" className={styles.newsletterTitle}>
              {t('newsletter.title')}
            </h2>
            <p className={styles.newsletterIntro}>{t('newsletter.intro')}</p>
          </div>
          <div className={styles.newsletterForm}>
            <NewsletterForm />
          </div>
        </div>
      </section>
      <div className={styles.dark}>
        <div className={styles.grid}>
          <section className={styles.column} aria-labelledby="footer-social">
            <p className={styles.brandName}>Medika Hospital</p>
            <p className={styles.tagline}>{t('footer.tagline')}</p>
            <h2 id="footer-social" className={styles.heading}>
              {t('footer.social')}
            </h2>
            <SocialLinks tone="dark" iconSize={22} />
          </section>
          <LinkList
            title={t('footer.appointments')}
            entries={APPOINTMENT_LINKS.map((link) => ({
              key: link.href,
              href: link.href,
              label: t(link.label),
            }))}
          />
          <FooterHospitals />
          <LinkList
            title={t('footer.about')}
            entries={ABOUT_LINKS.map((link) => ({ key: link.href, href: link.href, label: t(link.label) }))}
          />
          <LinkList
            title={t('footer.centres')}
            entries={CENTRE_LINKS.map((link) => ({ key: link.href, href: link.href, label: t(link.label) }))}
          />
          <LinkList
            title={t('footer.specialists')}
            entries={specialists.entries}
            status={specialists.status}
            placeholderCount={6}
            more={{ key: 'all', href: '/specialist', label: t('footer.allSpecialists') }}
          />
          <LinkList
            title={t('footer.articles')}
            entries={articles.entries}
            status={articles.status}
            placeholderCount={6}
            more={{ key: 'all', href: '/news', label: t('footer.allArticles') }}
          />
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
          <ChromeLink href="/privacy" className={styles.link}>
            {t('footer.privacy')}
          </ChromeLink>
        </div>
      </div>
    </footer>
  );
}
