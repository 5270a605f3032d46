export { ACCESSIBLE_STYLES, AccessibleGlobalStyles } from './AccessibleGlobalStyles';
