export { useConstants, useImprint } from './boot-data';
