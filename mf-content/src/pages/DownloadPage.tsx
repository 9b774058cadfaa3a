import { useQuery } from '@hospital/query';
import type { DownloadFile } from '@hospital/api-client';
import { useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { Skeleton } from '@hospital/ui';
import { DataView } from '../shared/components/DataView';
import { PageLayout } from '../shared/components/PageLayout';
import { Section } from '../shared/components/Section';
import { useT } from '../shared/components/useT';
import { downloadsQuery } from '../shared/lib/queries';
import styles from './DownloadPage.module.css';

const CATEGORIES: readonly DownloadFile['category'][] = ['brochure', 'price_list', 'form'];

/** `1569` → `1,5 KB`. */
function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1).replace('.', ',')} KB`;
  return `${(kb / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** `/download`: brochures, price lists and forms served by the API as real files. */
export default function DownloadPage() {
  const t = useT();
  const result = useQuery(downloadsQuery(useApi()));
  usePageMeta(t('pageTitles.download'), t('download.lead'));
  return (
    <PageLayout title={t('pageTitles.download')} lead={t('download.lead')} size="lg">
      <DataView
        result={result}
        skeleton={
          <div className={styles.skeleton}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={76} />
            ))}
          </div>
        }
      >
        {(data) => (
          <>
            {CATEGORIES.map((category) => {
              const files = data.filter((f) => f.category === category);
              if (files.length === 0) return null;
              return (
                <Section key={category} title={t(`download.category.${category}`)}>
                  <ul className={styles.files}>
                    {files.map((file) => (
                      <li key={file.id} className={styles.file}>
                        <span className={styles.icon} aria-hidden="true">
                          PDF
                        </span>
                        <div className={styles.text}>
                          <a href={file.url} download className={styles.link}>
                            {file.name}
                          </a>
                          <p className={styles.description}>{file.description}</p>
                        </div>
                        <span className={styles.size}>
                          {t('download.format', { size: formatFileSize(file.size_bytes) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </Section>
              );
            })}
          </>
        )}
      </DataView>
    </PageLayout>
  );
}

DownloadPage.prefetch = (({ queryClient, api }) =>
  queryClient.prefetchQuery(downloadsQuery(api))) satisfies Prefetch;
