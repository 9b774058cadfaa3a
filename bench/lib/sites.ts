import { startSite, stopSite, type RunningSite } from '../../e2e/support/site';
import { MONOLITH_DIST } from './build';

export type Mode = 'federated' | 'monolith';

export interface Sites {
  federated: RunningSite;
  monolith: RunningSite | null;
  stop(): void;
}

/**
 * Both builds served as `npm start` serves the site (the ops static host + the API on a fresh seeded
 * database, own registry, free port): the federated one from dist/, the monolith from its own dist
 * folder, where deploy-latest finds only a shell.
 */
export async function startSites(withMonolith: boolean): Promise<Sites> {
  const [federated, monolith] = await Promise.all([
    startSite(),
    withMonolith ? startSite({ DIST_DIR: MONOLITH_DIST }) : Promise.resolve(null),
  ]);
  return {
    federated,
    monolith,
    stop() {
      for (const site of [federated, monolith]) if (site?.process.pid) stopSite(site.process.pid);
    },
  };
}

export function siteOf(sites: Sites, mode: Mode): RunningSite | null {
  return mode === 'federated' ? sites.federated : sites.monolith;
}
