import type { RegistryDocument, RegistryEntry, RouteDefinition } from '@hospital/registry';
import type { LoadedRegistry } from '../../shell/src/composition/fetchRegistry';
import contentRoutes from '../../mf-content/src/routes.json';
import doctorsRoutes from '../../mf-doctors/src/routes.json';
import bookingRoutes from '../../mf-booking/src/routes.json';
import screeningRoutes from '../../mf-screening/src/routes.json';
import telemedicineRoutes from '../../mf-telemedicine/src/routes.json';
import frontdeskRoutes from '../../mf-frontdesk/src/routes.json';

export type { LoadedRegistry };

function entry(routes: unknown): RegistryEntry {
  return {
    version: process.env.APP_VERSION ?? 'monolith',
    // Nothing is fetched: the remotes' code is part of this build (see localRemotes.ts).
    entry: 'bundled',
    routes: routes as RouteDefinition[],
    previous: [],
  };
}

/** The same routes.json files the remotes' builds emit for the registry, read at build time. */
export const BUNDLED_REGISTRY: RegistryDocument = {
  'mf-content': entry(contentRoutes),
  'mf-doctors': entry(doctorsRoutes),
  'mf-booking': entry(bookingRoutes),
  'mf-screening': entry(screeningRoutes),
  'mf-telemedicine': entry(telemedicineRoutes),
  'mf-frontdesk': entry(frontdeskRoutes),
};

/**
 * Monolith build (bench only): stands in for composition/fetchRegistry.ts, so the shell's composition
 * runs unchanged but knows every route without the `/registry/remotes.json` request.
 */
export async function fetchRegistry(): Promise<LoadedRegistry> {
  return { entries: BUNDLED_REGISTRY, problems: [] };
}
