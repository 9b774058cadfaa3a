import type { ItemEnvelope, ListEnvelope } from '@hospital/contract';

export function listOf<T>(results: T[], count: number = results.length): ListEnvelope<T> {
  return { data: { results, count } };
}

export function itemOf<T>(data: T): ItemEnvelope<T> {
  return { data };
}

/** One page of a list and the count of everything that matched: what a service's list answers. */
export type ListPage<T> = ListEnvelope<T>['data'];

export function pageOf<T>(page: ListPage<T>): ListEnvelope<T> {
  return { data: page };
}
