/**
 * How large an upload may be. Constants, not configuration: the apps tell users these numbers,
 * and the gallery allowance (gallery-allowance.ts) is what varies per event.
 */
const MB = 1024 * 1024;

/** An image as sent, before it is re-encoded (phone photos are 3–8 MB). */
export const IMAGE_MAX_BYTES = 10 * MB;

/** A gallery video, streamed to storage. */
export const VIDEO_MAX_BYTES = 100 * MB;

/**
 * Beyond this an image is refused from its header, before decoding: a PNG of one colour claiming
 * 60 megapixels is a few hundred KB. 50 MP still takes the largest photos phones take (8160 × 6120).
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * The most memory one decode may need, as the header tells it: width × height × channels × bytes
 * per sample. An interlaced PNG or a progressive JPEG is held whole while it decodes, so this is
 * what it really takes; a 50 MP photo (3 channels of 8 bits) is exactly at the limit, while a
 * 16-bit RGBA PNG is held to 18 MP.
 */
export const IMAGE_MAX_DECODE_BYTES = 150 * MB;
