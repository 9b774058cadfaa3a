// For tests only: kept off the shared module every page downloads (a shared module is not tree-shaken).
export { findMissingKeys } from './findMissingKeys';
export { findUnknownKeys } from './findUnknownKeys';
export { describeLazyEnglish } from './describeLazyEnglish';
export type { LazyEnglishOptions } from './describeLazyEnglish';
