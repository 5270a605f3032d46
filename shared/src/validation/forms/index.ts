export * from './account';
export * from './catalog';
export * from './event';
export * from './event-details-values';
export * from './guest';
export * from './host-gift';
export * from './money';
export * from './wizard';
