import { en } from './en';
import { id } from './id';

/** Both languages, for the parity tests only: app code importing this would put English back on the first load. */
export const dictionaries = { id, en };
