import { APPS, AppName } from '../paths';
import { buildApps } from '../build/buildApps';

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((a) => !(APPS as readonly string[]).includes(a));
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Apps: ${APPS.join(', ')}`);
  process.exit(2);
}
const apps = (requested.length ? requested : APPS) as AppName[];
const started = Date.now();
buildApps(apps)
  .then((results) => {
    for (const r of results)
      console.log(
        `${r.app.padEnd(16)} ${r.version.padEnd(18)} ${r.skipped ? 'up to date' : `built in ${(r.ms / 1000).toFixed(1)} s`}`,
      );
    console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
