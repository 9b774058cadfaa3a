import { useEffect, useState } from 'react';
import { useQuery } from '@hospital/query';
import { Link, useLocation } from '@hospital/router';
import { useApi, usePageHead, type Prefetch } from '@hospital/remote-kit';
import { Accordion, EmptyState, Skeleton, TextField, useDebouncedValue } from '@hospital/ui';
import { DataView } from '../shared/components/DataView';
import { Highlight } from '../shared/components/Highlight';
import { PageLayout } from '../shared/components/PageLayout';
import { Section } from '../shared/components/Section';
import { useT } from '../shared/components/useT';
import { faqJsonLd } from '../shared/lib/jsonLd';
import { faqQuery } from '../shared/lib/queries';
import styles from './FaqPage.module.css';

/** The anchor of one answer: the site search links each FAQ answer it finds to `/faq#faq-<id>`. */
const faqAnchor = (id: number | string) => `faq-${id}`;

/**
 * The answer a link names (`#faq-<id>`), opened and focused once the page is in the browser: the
 * server never sees the fragment, so the server's HTML and its hydration have every answer closed.
 */
function useLinkedAnswer(loaded: boolean): string | null {
  const { hash } = useLocation();
  const [linked, setLinked] = useState<string | null>(null);
  useEffect(() => {
    setLinked(hash.startsWith(`#${faqAnchor('')}`) ? hash.slice(1 + faqAnchor('').length) : null);
  }, [hash]);
  useEffect(() => {
    if (!linked || !loaded) return;
    const button = document.getElementById(faqAnchor(linked))?.closest('button');
    button?.scrollIntoView({ block: 'start' });
    button?.focus({ preventScroll: true });
  }, [linked, loaded]);
  return linked;
}

/** `/faq`: questions grouped by topic in accordions, searchable (`web/faq?q=`). */
export default function FaqPage() {
  const t = useT();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 300);
  const result = useQuery(faqQuery(useApi(), q));
  const groups = result.data ?? [];
  const linked = useLinkedAnswer(groups.length > 0);
  // Every question as JSON-LD, from the unfiltered list only: a search narrows the page for the visitor.
  usePageHead({
    title: t('pageTitles.faq'),
    description: t('faq.lead'),
    jsonLd: !q && groups.length > 0 ? [faqJsonLd(groups)] : undefined,
  });
  return (
    <PageLayout title={t('pageTitles.faq')} lead={t('faq.lead')} size="lg">
      <div role="search" className={styles.search}>
        <TextField
          label={t('faq.searchLabel')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('faq.searchPlaceholder')}
        />
      </div>
      <DataView
        result={result}
        skeleton={
          <div className={styles.skeleton}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={56} />
            ))}
          </div>
        }
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState
              title={t('faq.emptyTitle')}
              message={<p>{t('faq.emptyText')}</p>}
              action={<Link to="/contact-us">{t('pageTitles.contactUs')}</Link>}
            />
          ) : (
            <div className={styles.groups}>
              {data.map((group) => (
                <Section key={group.id} title={group.name}>
                  <Accordion
                    headingLevel={3}
                    items={group.items.map((item) => ({
                      id: String(item.id),
                      title: (
                        <span id={faqAnchor(item.id)}>
                          <Highlight text={item.question} query={q} />
                        </span>
                      ),
                      content: (
                        <p className={styles.answer}>
                          <Highlight text={item.answer} query={q} />
                        </p>
                      ),
                    }))}
                    defaultExpandedIds={
                      q ? group.items.map((item) => String(item.id)) : linked ? [linked] : []
                    }
                    key={`${q}#${linked ?? ''}`}
                  />
                </Section>
              ))}
            </div>
          )
        }
      </DataView>
    </PageLayout>
  );
}

FaqPage.prefetch = (({ queryClient, api }) =>
  queryClient.prefetchQuery(faqQuery(api, ''))) satisfies Prefetch;
