export { PRODUCT_NAME } from '@app/shared';

/** Public repository where the source can be viewed (the product is not open source). */
export const SOURCE_REPOSITORY_URL = 'https://github.com/lernplattform-ks/lernplattform';
