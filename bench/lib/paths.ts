import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const BENCH_DIR = path.join(ROOT, 'bench');
/** Temporary files (ignored by git): the monolith build, Lighthouse reports, databases. */
export const TMP_DIR = path.join(BENCH_DIR, 'tmp');
export const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
/** The site's apps, from the root package.json's workspaces. */
export { APPS, REMOTES } from '../../tooling/apps.cjs';
