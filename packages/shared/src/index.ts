export * from './account/account-info';
export * from './constants';
export * from './format/dates';
export * from './format/size';
export * from './http/envelope';
export * from './account/messages';
export * from './account/password-rating';
export * from './account/schemas';
