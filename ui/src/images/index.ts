export { compressImage, IMAGE_MAX_SIDE_PX, IMAGE_MAX_SIZE_MB } from './compress-image';
