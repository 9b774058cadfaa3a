import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@hospital/remote-kit';
import type { ArticleSummary, ListResult, Promo, SearchResults, ServicePackage } from '@hospital/api-client';
import { PAGE_SIZES } from '@hospital/domain';
import { Button, EmptyState, LoadMoreButton } from '@hospital/ui';
import { contentApi } from '../../api/contentApi';
import { DataView } from '../../components/DataView';
import { PageLayout } from '../../components/PageLayout';
import { Seo } from '../../components/Seo';
import { CardGridSkeleton } from '../../components/Skeletons';
import { useT } from '../../components/useT';
import { useApiData } from '../../hooks/useApiData';
import { appendPage, type PagedList } from '../../lib/pagedList';
import { SearchGroup, SearchHit } from './SearchGroup';
import styles from './SearchPage.module.css';

const SUGGESTIONS = ['jantung', 'MCU', 'anak', 'IGD', 'diabetes'];

/** `/search?q=`: articles (8 per page), doctors, packages, promotions and services, grouped. */
export default function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
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
  return (
    <PageLayout title={t('pageTitles.search')} lead={q ? title : t('search.lead')}>
      <Seo title={title} description={t('search.lead')} />
      <form role="search" className={styles.form} onSubmit={submit}>
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
      {q.length < 2 ? <SearchHelp short={q.length > 0} /> : <SearchResultsView key={q} q={q} />}
    </PageLayout>
  );
}

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
    results.services.count
  );
}

function SearchResultsView({ q }: { q: string }) {
  const t = useT();
  const result = useApiData(`search:${q}`, (signal) =>
    contentApi().search(q, { limit: PAGE_SIZES.search }, { signal }),
  );
  return (
    <DataView result={result} skeleton={<CardGridSkeleton count={4} columns={2} withImage={false} />}>
      {(data) =>
        total(data) === 0 ? (
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
            <p role="status" className={styles.summary}>
              {t('search.summary', { count: total(data), query: q })}
            </p>
            <SearchGroup title={t('search.groups.doctors')} count={data.doctors.count}>
              {data.doctors.results.map((d) => (
                <SearchHit
                  key={d.id}
                  href={d.path}
                  title={d.name}
                  text={d.speciality}
                  query={q}
                  image={d.photo}
                  square
                />
              ))}
            </SearchGroup>
            <ArticleHits q={q} first={data.articles} />
            <SearchGroup title={t('search.groups.services')} count={data.services.count}>
              {data.services.results.map((s) => (
                <SearchHit key={s.path} href={s.path} title={s.name} text={s.summary} query={q} />
              ))}
            </SearchGroup>
            <PricedHits title={t('search.groups.packages')} hits={data.packages} q={q} />
            <PricedHits title={t('search.groups.promotions')} hits={data.promotions} q={q} />
          </div>
        )
      }
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

/** Articles page by page (SPEC 7: 8 for search) with load more. */
function ArticleHits({ q, first }: { q: string; first: { results: ArticleSummary[]; count: number } }) {
  const t = useT();
  const [list, setList] = useState<PagedList<ArticleSummary>>(() =>
    appendPage({ items: [], hasMore: false, nextOffset: 0, total: 0 }, first, PAGE_SIZES.search),
  );
  const [loading, setLoading] = useState(false);
  const loadMore = () => {
    setLoading(true);
    contentApi()
      .search(q, { offset: list.nextOffset, limit: PAGE_SIZES.search })
      .then(
        (next) => setList((current) => appendPage(current, next.articles, PAGE_SIZES.search)),
        (error: unknown) => console.warn('[mf-content] search load more failed', error),
      )
      .finally(() => setLoading(false));
  };
  return (
    <SearchGroup title={t('search.groups.articles')} count={list.total}>
      {list.items.map((a) => (
        <SearchHit key={a.id} href={a.path} title={a.name} text={a.summary} query={q} image={a.image} />
      ))}
      <li className={styles.more}>
        <LoadMoreButton
          hasMore={list.hasMore}
          loading={loading}
          onLoadMore={loadMore}
          label={t('common:actions.loadMore')}
          loadingLabel={t('common:loading')}
        />
      </li>
    </SearchGroup>
  );
}
