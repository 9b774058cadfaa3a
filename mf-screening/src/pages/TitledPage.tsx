import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/** A page whose content lands with its own issue: it shows its title in the current language. */
export function TitledPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  const title = t(`pageTitles.${titleKey}`);
  useEffect(() => {
    document.title = `${title} | Medika Hospital`;
  }, [title]);
  return (
    <section style={{ maxWidth: 1120, margin: '0 auto', padding: '24px 16px' }}>
      <h1>{title}</h1>
      <p>{t('placeholder')}</p>
    </section>
  );
}
