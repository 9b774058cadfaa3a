/** Files of one route's page, from the `route-assets.json` a remote's build writes beside its entry. */
export interface PageAssets {
  js: string[];
  css: string[];
}

export type RoutePageAssets = Record<string, PageAssets>;

function fileList(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || !value.every((f) => typeof f === 'string'))
    throw new Error(`${what} is not a list`);
  return value;
}

/** Checks the shape of route-assets.json: `{ "<pattern>": { "js": [...], "css": [...] } }`. */
export function parseRoutePageAssets(value: unknown): RoutePageAssets {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('route-assets.json is not an object');
  const assets: RoutePageAssets = {};
  for (const [pattern, files] of Object.entries(value)) {
    if (typeof files !== 'object' || files === null) throw new Error(`${pattern}: no files`);
    const { js, css } = files as Record<string, unknown>;
    assets[pattern] = { js: fileList(js, `${pattern} js`), css: fileList(css, `${pattern} css`) };
  }
  return assets;
}
