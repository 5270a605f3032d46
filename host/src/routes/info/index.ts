export { InfoPage as Component } from './InfoPage';
