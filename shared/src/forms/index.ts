export * from './live-resolver';
