import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const BENCH_DIR = path.join(ROOT, 'bench');
/** Temporary files (ignored by git): the monolith build, Lighthouse reports, databases. */
export const TMP_DIR = path.join(BENCH_DIR, 'tmp');
export const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
export const APPS = ['shell', 'mf-content', 'mf-doctors', 'mf-booking', 'mf-screening', 'mf-telemedicine'];
export const REMOTES = APPS.filter((a) => a !== 'shell');
