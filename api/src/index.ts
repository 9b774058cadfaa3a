/** `@hospital/api`: what the site's static server and tools need to run the API in their process. */
export { apiPlugin, buildApi } from './app';
export type { ApiPluginOptions, BuildApiOptions } from './app';
export { loadConfig, testConfig } from './config';
export type { ApiConfig } from './config';
export { migrate, migrateAndSeed, openDatabase } from './db/open';
export type { OpenedDatabase, OpenOptions } from './db/open';
export type { Database } from './db/types';
export { lookupRoom } from './telemedicine/service';
export { DEMO_MEETINGS } from './seed/telemedicine';
