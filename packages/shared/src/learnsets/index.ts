export * from './api';
export * from './export';
export * from './file-item-schema';
export * from './file-messages';
export * from './learn';
export * from './parse';
export * from './texts';
export * from './review';
