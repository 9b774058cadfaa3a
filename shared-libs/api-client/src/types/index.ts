export * from './common';
export * from './doctors';
export * from './content';
export * from './forms';
export * from './booking';
export * from './screening';
export * from './telemedicine';
export * from './queue';
