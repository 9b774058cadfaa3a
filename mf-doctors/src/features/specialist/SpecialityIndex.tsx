import { useQuery } from '@hospital/query';
import { useApi, usePageMeta } from '@hospital/remote-kit';
import { useNavigate } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import { Card, Container, ErrorPanel, PageHeader, Skeleton } from '@hospital/ui';
import { NAMESPACE } from '../../i18n';
import { specialitiesQuery } from '../../shared/queries';
import pageStyles from '../../shared/pages.module.css';
import styles from './Specialist.module.css';

const SKELETON_COUNT = 9;

/** Every speciality of the group with its number of doctors, each linking to its doctors. */
export function SpecialityIndex() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const specialities = useQuery(specialitiesQuery(useApi()));
  usePageMeta(t('specialist.indexTitle'), t('specialist.indexDescription'));
  const sorted = [...(specialities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Container className={pageStyles.page}>
      <PageHeader title={t('specialist.indexTitle')} lead={t('specialist.indexLead')} />
      {specialities.error ? (
        <ErrorPanel
          title={t('specialist.failedTitle')}
          message={t('results.failedMessage')}
          onRetry={() => void specialities.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <ul className={styles.grid} aria-busy={specialities.isPending || undefined}>
          {specialities.isPending
            ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <li key={index} aria-hidden="true">
                  <Skeleton height={132} />
                </li>
              ))
            : sorted.map((speciality) => (
                <li key={speciality.slug}>
                  <Card
                    as="div"
                    className={styles.card}
                    title={speciality.name}
                    headingLevel={2}
                    href={speciality.path}
                    onNavigate={(href) => navigate(href)}
                    eyebrow={t(
                      speciality.doctor_count === 1 ? 'specialist.doctors.one' : 'specialist.doctors.other',
                      {
                        count: speciality.doctor_count,
                      },
                    )}
                  >
                    <p className={styles.description}>{speciality.description}</p>
                  </Card>
                </li>
              ))}
        </ul>
      )}
    </Container>
  );
}
