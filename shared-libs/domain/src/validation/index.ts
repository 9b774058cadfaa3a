export * from './messages';
export * from './schemas';
export * from './validateWith';
export * from './staffSignInSchemas';
