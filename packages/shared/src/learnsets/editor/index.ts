export * from './messages';
export * from './paste';
export * from './schemas';
