// The hero illustration, the page's LCP element. A file rather than a data URI in the code: the server's
// HTML names it, so the browser fetches it while the styles arrive, and its 1 KB gzip stays off the
// scripts of a first visit (docs/decisions.md, issue 14's first-load budget). Its size is fixed here so nothing shifts.
import heroUrl from './hero.svg';

export const HERO_IMAGE = heroUrl;
export const HERO_WIDTH = 720;
export const HERO_HEIGHT = 540;
