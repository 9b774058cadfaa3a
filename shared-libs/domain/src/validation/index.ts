export * from './messages';
export * from './plainText';
export * from './schemas';
export * from './validateWith';
export * from './staffSignInSchemas';
