export * from './search';
export * from './stats';
