import { APPS, REMOTES } from '../../../tooling/apps.cjs';

/*
 * The site's apps, from the root package.json's workspaces (tooling/apps.cjs): the one list ops, lint,
 * jest, `npm run dev` and the bench read too. A subpath of its own (`@hospital/registry/apps`), not the
 * library's entry: the browser's code has no use for it and does not carry it.
 */

/** The shell and every remote. */
export const APP_NAMES: readonly string[] = APPS;

/** Every remote, each an entry of the registry once deployed. */
export const REMOTE_NAMES: readonly string[] = REMOTES;
