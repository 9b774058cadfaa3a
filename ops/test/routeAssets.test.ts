import fs from 'node:fs';
import path from 'node:path';

// The build-time half of the page preloads (tooling/webpack/route-assets.js): pairing route patterns with
// the page imports written in each remote's pages.tsx.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeImports } = require('../../tooling/webpack/route-assets') as {
  routeImports: (source: string) => Record<string, string>;
};

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['mf-content', 'mf-doctors', 'mf-booking', 'mf-screening', 'mf-telemedicine'];

describe('routeImports', () => {
  it('reads inline imports and imports through a named loader', () => {
    const source = `
const staticPages = () => import('./pages/static/StaticPages');
export const pages = {
  '/': page(() => import('./pages/home/HomePage')),
  '/about/:slug': page(staticPages, 'AboutSlugPage'),
  '/kiosk': () => import('./pages/KioskPage').then((m) => ({ default: m.KioskPage })),
  '/appointment/create': () =>
    import('./pages/CreateAppointmentPage').then((m) => ({ default: m.CreateAppointmentPage })),
};`;
    expect(routeImports(source)).toEqual({
      '/': './pages/home/HomePage',
      '/about/:slug': './pages/static/StaticPages',
      '/kiosk': './pages/KioskPage',
      '/appointment/create': './pages/CreateAppointmentPage',
    });
  });

  it.each(REMOTES)("understands every route of %s's pages.tsx", (remote) => {
    const src = path.join(ROOT, remote, 'src');
    const routes = JSON.parse(fs.readFileSync(path.join(src, 'routes.json'), 'utf8')) as { path: string }[];
    const imports = routeImports(fs.readFileSync(path.join(src, 'pages.tsx'), 'utf8'));
    const missing = routes.map((r) => r.path).filter((p) => !imports[p]);
    expect(missing).toEqual([]);
    for (const request of Object.values(imports)) expect(request).toMatch(/^\.\/pages\//);
  });
});
