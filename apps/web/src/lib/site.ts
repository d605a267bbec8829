// Deep import: the '@app/shared' barrel would pull every zod schema into the first page's chunk.
export { PRODUCT_NAME } from '@app/shared/constants/reference';

/** Public repository where the source can be viewed (the product is not open source). */
export const SOURCE_REPOSITORY_URL = 'https://github.com/lernplattform-ks/lernplattform';
