/** The shell and every remote, in the order of the root package.json's workspaces. */
export declare const APPS: readonly string[];
/** Every remote (`mf-<name>`), in the same order. */
export declare const REMOTES: readonly string[];
