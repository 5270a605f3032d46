export { LegalText } from './LegalText';
