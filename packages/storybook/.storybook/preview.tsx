export { default } from '../src/preview';
