export { GiftsPage as Component } from './GiftsPage';
