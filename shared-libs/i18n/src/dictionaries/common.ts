import { commonEn } from './common.en';
import { commonId } from './common.id';

export const COMMON_NAMESPACE = 'common';

/** Shared texts, added to every app's i18next instance as the `common` namespace. */
export const commonDictionary = { id: commonId, en: commonEn };
