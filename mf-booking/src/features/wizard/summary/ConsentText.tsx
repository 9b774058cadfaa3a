import { useTranslation } from '@hospital/i18n';
import { Link } from '@hospital/router';
import styles from './ConsentText.module.css';

/**
 * What UU PDP No. 27/2022 asks a controller to tell before processing health data, in plain words:
 * the purpose, which data, how long it is kept, and the patient's rights; for a child, that the consent
 * is the parent's or guardian's.
 */
export function ConsentText({ forChild }: { forChild: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="booking-consent-title">
      <h3 id="booking-consent-title" className={styles.title}>
        {t('summary.consentTitle')}
      </h3>
      <dl className={styles.list}>
        <dt>{t('summary.consentPurposeTitle')}</dt>
        <dd>{t('summary.consentPurpose')}</dd>
        <dt>{t('summary.consentDataTitle')}</dt>
        <dd>{t('summary.consentData')}</dd>
        {/* UU PDP art. 25: a child's data only with the consent of a parent or guardian. */}
        {forChild && <dd>{t('summary.consentChild')}</dd>}
        <dt>{t('summary.consentRetentionTitle')}</dt>
        <dd>{t('summary.consentRetention')}</dd>
        <dt>{t('summary.consentRightsTitle')}</dt>
        <dd>{t('summary.consentRights')}</dd>
      </dl>
      <p className={styles.law}>
        {t('summary.consentLaw')} <Link to="/privacy">{t('summary.privacyLink')}</Link>
      </p>
    </section>
  );
}
