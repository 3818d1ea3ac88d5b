export { simple_note } from './simple_note/index.ts';
