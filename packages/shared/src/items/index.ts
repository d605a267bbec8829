export * from './file-name';
export * from './filter';
export * from './item-form';
export * from './id';
export * from './item-reply';
export * from './item-delete';
export * from './filter-params';
export * from './profile-defaults';
