export * from './documents';
export * from './replies';
