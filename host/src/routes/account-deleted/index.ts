export { AccountDeletedPage as Component } from './AccountDeletedPage';
