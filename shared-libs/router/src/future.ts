/**
 * The v7 behaviours every router of the site opts into, or not, explicitly (react-router warns about
 * each one left unsaid). A location change renders at once rather than in a transition: the remotes
 * and the shell's chrome follow one URL and must not show two pages for a moment.
 */
export const ROUTER_FUTURE = { v7_startTransition: false, v7_relativeSplatPath: true } as const;
