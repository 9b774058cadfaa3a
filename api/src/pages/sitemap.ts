import { asc, desc, eq } from 'drizzle-orm';
import type { SitemapEntry } from '@hospital/contract';
import type { AppContext } from '../context';
import { articles, events, pages, promos, servicePackages, services, videos } from '../db/schema';

/**
 * Every public path of the site, each once, for `web/sitemap`. What has no date of its own is
 * dated today.
 */
export async function sitemapEntries(ctx: AppContext): Promise<SitemapEntry[]> {
  const { db } = ctx;
  const now = ctx.clock().toISOString().slice(0, 10);
  const [pageRows, articleRows, promoRows, packageRows, eventRows, videoRows, serviceRows, ref] =
    await Promise.all([
      db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages).orderBy(asc(pages.seq)),
      db
        .select({ slug: articles.slug, date: articles.publishedDate })
        .from(articles)
        .orderBy(desc(articles.publishedDate)),
      db
        .select({ slug: promos.slug, date: promos.validFrom })
        .from(promos)
        .where(eq(promos.state, 'published')),
      db.select({ slug: servicePackages.slug, category: servicePackages.category }).from(servicePackages),
      db.select({ slug: events.slug, startsAt: events.startsAt }).from(events),
      db.select({ slug: videos.slug, date: videos.publishedDate }).from(videos),
      db.select({ slug: services.slug, path: services.path }).from(services),
      ctx.ref.get(),
    ]);
  const entry = (kind: SitemapEntry['kind'], slug: string, path: string, lastmod: string): SitemapEntry => ({
    kind,
    slug,
    path,
    lastmod,
  });
  const entries: SitemapEntry[] = [
    ...pageRows.map((p) => entry('page', p.slug, `/${p.slug}`, p.updatedAt.toISOString().slice(0, 10))),
    ...articleRows.map((a) => entry('article', a.slug, `/news/${a.slug}`, a.date)),
    ...promoRows.map((p) => entry('promo', p.slug, `/promotion/${p.slug}`, p.date)),
    ...packageRows.map((p) =>
      entry(
        'package',
        p.slug,
        p.category === 'mcu' ? `/services/paket-mcu/${p.slug}` : `/package/${p.slug}`,
        now,
      ),
    ),
    ...eventRows.map((e) => entry('event', e.slug, `/event/${e.slug}`, now)),
    ...videoRows.map((v) => entry('video', v.slug, `/video/${v.slug}`, v.date)),
    ...ref.doctors.map((d) => entry('doctor', d.slug, `/doctor/${d.slug}`, now)),
    ...[...ref.specialities.values()].map((s) => entry('speciality', s.slug, `/specialist/${s.slug}`, now)),
    ...serviceRows.map((s) => entry('service', s.slug, s.path, now)),
    ...[...ref.companies.values()].map((c) => entry('hospital', c.slug, `/hospital/${c.slug}`, now)),
  ];
  return entries.filter((e, i) => entries.findIndex((o) => o.path === e.path) === i);
}
