export * from './organisation';
export * from './content';
export * from './booking';
export * from './screening';
export * from './telemedicine';
export * from './messages';
export * from './search';
export type { Localized, LocalizedBlocks } from './localized';
export * from './sharedState';
