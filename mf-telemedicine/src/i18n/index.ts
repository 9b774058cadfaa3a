import { createAppI18n } from '@hospital/i18n';
import { id } from './id';
import { en } from './en';

export const NAMESPACE = 'telemedicine';
export const dictionaries = { id, en };
export const i18n = createAppI18n({ namespace: NAMESPACE, resources: dictionaries });
