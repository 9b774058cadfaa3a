import type { ItemEnvelope, ListEnvelope } from '@hospital/api-client';

export function listOf<T>(results: T[], count: number = results.length): ListEnvelope<T> {
  return { data: { results, count } };
}

export function itemOf<T>(data: T): ItemEnvelope<T> {
  return { data };
}
