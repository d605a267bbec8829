export * from './file-name';
export * from './filter';
export * from './item-form';
