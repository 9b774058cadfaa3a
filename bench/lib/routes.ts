import type { ArticleSummary, Doctor, ListResult } from '@hospital/api-client';

const TOKEN = process.env.API_TOKEN ?? 'medika-web-public-2026';

async function apiGet<T>(siteUrl: string, pathAndQuery: string): Promise<T> {
  const response = await fetch(`${siteUrl}/api/${pathAndQuery}`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET ${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface BenchRoute {
  /** A stable name for tables: `/doctor/{id}` rather than the id of this run. */
  name: string;
  path: string;
}

/** The pages of the issue; the doctor and the article are the first the API lists. */
export async function benchRoutes(siteUrl: string): Promise<BenchRoute[]> {
  const doctors = await apiGet<{ data: ListResult<Doctor> }>(siteUrl, 'web/dokter?limit=1&order=id%20asc');
  const articles = await apiGet<{ data: ListResult<ArticleSummary> }>(
    siteUrl,
    'web/article?limit=1&order=published_date%20desc',
  );
  const doctor = doctors.data.results[0];
  const article = articles.data.results[0];
  if (!doctor || !article) throw new Error('the seeded API has no doctor or no article');
  return [
    { name: '/', path: '/' },
    { name: '/appointment', path: '/appointment' },
    { name: '/appointment/create', path: '/appointment/create' },
    { name: '/news', path: '/news' },
    { name: '/doctor/{id}', path: `/doctor/${doctor.id}` },
    { name: '/news/{slug}', path: `/news/${article.slug}` },
  ];
}
