import { jsonb } from 'drizzle-orm/pg-core';
import type { ContentBlock } from '@hospital/contract';

/** A visitor-facing text in both languages. */
export interface Localized {
  id: string;
  en: string;
}

export interface LocalizedBlocks {
  id: ContentBlock[];
  en: ContentBlock[];
}

export const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
export const localizedList = (name: string) => jsonb(name).$type<Localized[]>().notNull().default([]);
export const localizedBlocks = (name: string) =>
  jsonb(name).$type<LocalizedBlocks>().notNull().default({ id: [], en: [] });
export const idList = (name: string) => jsonb(name).$type<number[]>().notNull().default([]);
