export { venmo } from './venmo/index.ts';
