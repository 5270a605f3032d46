export { PurchaseStateChip } from './PurchaseStateChip';
