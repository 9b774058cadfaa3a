/** The two languages of the site; Indonesian is the default. */
export type Lang = 'id' | 'en';

export const LANGS: readonly Lang[] = ['id', 'en'];
