export * from './iban';
export * from './paid-until';
export * from './products';
export * from './references';
export * from './texts';
