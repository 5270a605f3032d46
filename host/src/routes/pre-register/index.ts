export { PreRegisterPage as Component } from './PreRegisterPage';
