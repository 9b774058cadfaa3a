import type { Page } from '@hospital/api-client';
import { contentApi } from '../../api/contentApi';
import { CardGrid } from '../../components/CardGrid';
import { ItemCard } from '../../components/ItemCard';
import { Section } from '../../components/Section';
import { CardGridSkeleton } from '../../components/Skeletons';
import { useT } from '../../components/useT';
import { useApiData } from '../../hooks/useApiData';

/** The sub-pages of a page as cards (summary and picture come from the section's page list). */
export function ChildPages({ page }: { page: Page }) {
  const t = useT();
  const result = useApiData(`pages:${page.section}`, (signal) =>
    contentApi().listPages({ section: page.section }, { signal }),
  );
  const bySlug = new Map(result.status === 'success' ? result.data.results.map((p) => [p.slug, p]) : []);
  return (
    <Section title={t('page.inThisSection')}>
      {result.status === 'loading' ? (
        <CardGridSkeleton count={page.children.length} />
      ) : (
        <CardGrid
          items={page.children}
          itemKey={(child) => child.slug}
          renderItem={(child) => {
            const full = bySlug.get(child.slug);
            return (
              <ItemCard href={child.path} title={child.title} summary={full?.summary} image={full?.image} />
            );
          }}
        />
      )}
    </Section>
  );
}
