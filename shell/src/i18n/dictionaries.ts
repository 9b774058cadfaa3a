import { shellEn } from './shell.en';
import { shellId } from './shell.id';

/** Both languages, for the parity tests only: app code importing this would put English back on the first load. */
export const shellDictionaries = { id: shellId, en: shellEn };
