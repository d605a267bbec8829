export * from './texts';
export * from './token';
