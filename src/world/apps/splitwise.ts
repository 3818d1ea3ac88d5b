export { splitwise } from './splitwise/index.ts';
