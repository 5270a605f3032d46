export { ServicePackagePage as Component } from './ServicePackagePage';
