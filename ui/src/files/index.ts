export { decodeText, readTextFile } from './read-text-file';
export { saveFile } from './save-file';
