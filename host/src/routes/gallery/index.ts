export { GalleryPage as Component } from './GalleryPage';
