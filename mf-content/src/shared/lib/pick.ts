/**
 * The listed fields of an item: what a card renders, for a list whose data goes into the page's data
 * block (docs/decisions.md, issue 25: the data block carries only what the page renders; a card's
 * page fetches the whole item when it is opened).
 */
export function pick<T extends object, K extends keyof T>(item: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = item[key];
  return out;
}
