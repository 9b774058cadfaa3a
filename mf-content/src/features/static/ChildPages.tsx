import { useQuery } from '@hospital/query';
import type { Page } from '@hospital/api-client';
import { useApi } from '@hospital/remote-kit';
import { CardGrid } from '../../shared/components/CardGrid';
import { ItemCard } from '../../shared/components/ItemCard';
import { Section } from '../../shared/components/Section';
import { CardGridSkeleton } from '../../shared/components/Skeletons';
import { useT } from '../../shared/components/useT';
import { sectionPagesQuery } from '../../shared/lib/queries';

/** The sub-pages of a page as cards (summary and picture come from the section's page list). */
export function ChildPages({ page }: { page: Page }) {
  const t = useT();
  const result = useQuery(sectionPagesQuery(useApi(), page.section));
  // Without the section's list (failed), the cards still link to every sub-page, by title.
  const bySlug = new Map((result.data ?? []).map((p) => [p.slug, p]));
  return (
    <Section title={t('page.inThisSection')}>
      {result.isPending ? (
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
