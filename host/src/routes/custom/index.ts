export { CustomPage as Component } from './CustomPage';
