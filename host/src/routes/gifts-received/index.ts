export { GiftsReceivedPage as Component } from './GiftsReceivedPage';
