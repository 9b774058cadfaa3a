import { createAppI18n } from '@hospital/i18n';
import { id } from './id';
import { en } from './en';

export const NAMESPACE = 'doctors';
export const dictionaries = { id, en };
export const i18n = createAppI18n({ namespace: NAMESPACE, resources: dictionaries });

/** The part of i18next's `t` that helpers outside components need. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
