export { LegalPage as Component } from './LegalPage';
