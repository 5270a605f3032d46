export { ConfirmationsPage as Component } from './ConfirmationsPage';
