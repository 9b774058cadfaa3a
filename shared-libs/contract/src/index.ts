/*
 * The API's contract with the apps (docs/decisions.md, issue 27): the request and response payloads,
 * the telemedicine signalling protocol, the consultation link format and the constants both sides
 * read. Types and pure functions only, no HTTP: the API depends on this package, never on the browser
 * client (@hospital/api-client, which re-exports it for the apps).
 */
export * from './common';
export * from './doctors';
export * from './content';
export * from './forms';
export * from './booking';
export * from './screening';
export * from './telemedicine';
export * from './queue';
export * from './signaling';
export * from './consultation';
export * from './access';
