import type { Lang } from '@hospital/contract';

/** The two languages of the site (`Lang`, from the API's contract); Indonesian is the default. */
export type { Lang };

export const LANGS: readonly Lang[] = ['id', 'en'];
