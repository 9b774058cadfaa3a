import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, type InfiniteData } from '@hospital/query';
import { Link, useSearchParams } from '@hospital/router';
import type { ListResult, Promo, SearchResults, ServicePackage } from '@hospital/api-client';
import {
  LoadMoreLink,
  pageStartId,
  shownPages,
  useApi,
  usePageMeta,
  type NextPageResult,
  type Prefetch,
} from '@hospital/remote-kit';
import { Alert, Button, EmptyState } from '@hospital/ui';
import { DataView } from '../shared/components/DataView';
import { PageLayout } from '../shared/components/PageLayout';
import { CardGridSkeleton } from '../shared/components/Skeletons';
import { useT } from '../shared/components/useT';
import { searchQuery } from '../shared/lib/queries';
import { SearchGroup, SearchHit } from '../features/search/SearchGroup';
import { DoctorHit, EmergencyCalls } from '../features/search/SymptomResults';
import styles from './SearchPage.module.css';

const SUGGESTIONS = ['jantung', 'MCU', 'anak', 'BPJS', 'IGD', 'diabetes'];

/** Shorter queries ask nothing of the API: the page helps instead. */
const MIN_QUERY = 2;

/** The query of `?q=`, as the page searches for it. */
function queryOf(search: URLSearchParams): string {
  return (search.get('q') ?? '').trim();
}

/**
 * `/search?q=`: doctors, FAQ answers, articles (8 per page), services, packages, promotions and partners,
 * grouped. The API reads the query as patients write it (synonyms and typos: "dokter anak", "Sp.A",
 * "jantng", api/README "Search"); the page shows what it finds.
 */
export default function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q = queryOf(params);
  const [draft, setDraft] = useState(q);
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    // The top bar's search changed the URL while this page was open.
    setLastQ(q);
    setDraft(q);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };

  const title = q ? t('search.titleFor', { query: q }) : t('pageTitles.search');
  usePageMeta(title, t('search.lead'));
  return (
    <PageLayout title={t('pageTitles.search')} lead={q ? title : t('search.lead')}>
      {/* A GET form to this page: it searches before the scripts run, or without them (docs/decisions.md, issue 25). */}
      <form role="search" method="get" className={styles.form} onSubmit={submit}>
        <label htmlFor="search-page-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('search.placeholder')}
          className={styles.input}
          maxLength={100}
          enterKeyHint="search"
        />
        <Button type="submit">{t('common:actions.search')}</Button>
      </form>
      {q.length < MIN_QUERY ? <SearchHelp short={q.length > 0} /> : <SearchResultsView key={q} q={q} />}
    </PageLayout>
  );
}

SearchPage.prefetch = (async ({ queryClient, api, search }) => {
  const q = queryOf(search);
  // `?page=n`: the first n pages of articles, as "load more" showed them (docs/decisions.md, issue 25).
  if (q.length >= MIN_QUERY)
    await queryClient.prefetchInfiniteQuery({ ...searchQuery(api, q), pages: shownPages(search) });
}) satisfies Prefetch;

function Suggestions() {
  const t = useT();
  return (
    <p className={styles.suggestions}>
      {t('search.try')}{' '}
      {SUGGESTIONS.map((word) => (
        <Link key={word} to={`/search?q=${encodeURIComponent(word)}`} className={styles.chip}>
          {word}
        </Link>
      ))}
    </p>
  );
}

function SearchHelp({ short }: { short: boolean }) {
  const t = useT();
  return (
    <EmptyState
      title={short ? t('search.tooShort') : t('search.emptyQueryTitle')}
      message={
        <>
          <p>{t('search.emptyQueryText')}</p>
          <Suggestions />
        </>
      }
    />
  );
}

function total(results: SearchResults): number {
  return (
    results.articles.count +
    results.doctors.count +
    results.packages.count +
    results.promotions.count +
    results.services.count +
    results.faq.count +
    results.partners.count
  );
}

function SearchResultsView({ q }: { q: string }) {
  const t = useT();
  const search = useInfiniteQuery(searchQuery(useApi(), q));
  return (
    <DataView result={search} skeleton={<CardGridSkeleton count={4} columns={2} withImage={false} />}>
      {(data) => {
        const first = data.pages[0];
        return total(first) === 0 ? (
          <EmptyState
            title={t('common:empty.search', { query: q })}
            message={
              <>
                <p>{t('search.noResultText')}</p>
                <Suggestions />
              </>
            }
          />
        ) : (
          <div className={styles.groups}>
            {/* An emergency complaint: the IGD's call before anything else (docs/decisions.md, issue 26). */}
            <EmergencyCalls calls={first.emergency ?? []} />
            <p role="status" className={styles.summary}>
              {t('search.summary', { count: total(first), query: q })}
            </p>
            {first.specialities && first.specialities.length > 0 && (
              <p className={styles.summary} data-testid="search-specialities">
                {t('search.specialities', { names: first.specialities.map((s) => s.name).join(', ') })}
              </p>
            )}
            <SearchGroup title={t('search.groups.doctors')} count={first.doctors.count}>
              {first.doctors.results.map((d) => (
                <DoctorHit key={d.id} doctor={d} query={q} />
              ))}
            </SearchGroup>
            <SearchGroup title={t('pageTitles.faq')} count={first.faq.count}>
              {first.faq.results.map((f) => (
                <SearchHit key={f.id} href={f.path} title={f.question} text={f.answer} query={q} />
              ))}
            </SearchGroup>
            <ArticleHits
              q={q}
              results={data}
              hasMore={search.hasNextPage}
              loading={search.isFetchingNextPage}
              failed={search.isFetchNextPageError}
              fetchNextPage={search.fetchNextPage}
            />
            <SearchGroup title={t('search.groups.services')} count={first.services.count}>
              {first.services.results.map((s) => (
                <SearchHit key={s.path} href={s.path} title={s.name} text={s.summary} query={q} />
              ))}
            </SearchGroup>
            <PricedHits title={t('search.groups.packages')} hits={first.packages} q={q} />
            <PricedHits title={t('search.groups.promotions')} hits={first.promotions} q={q} />
            <SearchGroup title={t('pageTitles.partners')} count={first.partners.count}>
              {first.partners.results.map((p) => (
                <SearchHit key={p.id} href={p.path} title={p.name} text={p.industry} query={q} />
              ))}
            </SearchGroup>
          </div>
        );
      }}
    </DataView>
  );
}

/** Packages and promotions: a picture and the price beside each. */
function PricedHits({
  title,
  hits,
  q,
}: {
  title: string;
  hits: ListResult<ServicePackage | Promo>;
  q: string;
}) {
  return (
    <SearchGroup title={title} count={hits.count}>
      {hits.results.map((p) => (
        <SearchHit
          key={p.id}
          href={p.path}
          title={p.name}
          text={p.summary}
          query={q}
          image={p.image}
          price={p.price}
        />
      ))}
    </SearchGroup>
  );
}

/** Articles page by page (docs/product-rules.md §7: 8 for search) with load more. */
function ArticleHits({
  q,
  results,
  hasMore,
  loading,
  failed,
  fetchNextPage,
}: {
  q: string;
  /** Every page of the search so far; each has the next articles. */
  results: InfiniteData<SearchResults, unknown>;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  fetchNextPage: () => Promise<NextPageResult>;
}) {
  const t = useT();
  const articles = results.pages.flatMap((page) => page.articles.results);
  // Where each page after the first starts: the fragment of the "load more" link.
  const starts = new Map<number, string>();
  results.pages.forEach((page, index) => {
    const first = page.articles.results[0];
    if (index > 0 && first) starts.set(first.id, pageStartId(index + 1));
  });
  return (
    <SearchGroup title={t('search.groups.articles')} count={results.pages.at(-1)?.articles.count ?? 0}>
      {articles.map((a) => (
        <SearchHit
          key={a.id}
          id={starts.get(a.id)}
          href={a.path}
          title={a.name}
          text={a.summary}
          query={q}
          image={a.image}
        />
      ))}
      <li className={styles.more}>
        {failed && <Alert variant="error">{t('common:error.description')}</Alert>}
        <LoadMoreLink
          hasMore={hasMore}
          loading={loading}
          shown={results.pages.length}
          fetchNextPage={fetchNextPage}
          label={t('common:actions.loadMore')}
          loadingLabel={t('common:loading')}
        />
      </li>
    </SearchGroup>
  );
}
