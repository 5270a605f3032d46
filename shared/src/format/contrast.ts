/**
 * WCAG 2.x contrast: relative luminance, contrast ratio, the readable text colour on a background
 * and the nearest readable variant of a colour used as text. Hosts and administrators choose any
 * colour; these keep what is drawn in it (or on it) at 4.5:1, the AA level for body text.
 */

/** The AA minimum for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** #RGB, #RRGGBB or rgb(r, g, b), the forms hosts type and MUI's own colour helpers return. */
function parseColor(color: string): Rgb {
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a colour: ${color}`);
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue]
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** Relative luminance (0 black … 1 white) of a colour. */
export function relativeLuminance(color: string): number {
  const [red, green, blue] = parseColor(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Black or white, whichever contrasts more with the background (the better one always reaches 4.58:1). */
export function readableTextOn(background: string): '#000000' | '#FFFFFF' {
  return contrastRatio(background, '#000000') > contrastRatio(background, '#FFFFFF') ? '#000000' : '#FFFFFF';
}

function toHsl([red, green, blue]: Rgb): [number, number, number] {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue =
    max === r
      ? ((g - b) / delta + (g < b ? 6 : 0)) / 6
      : max === g
        ? ((b - r) / delta + 2) / 6
        : ((r - g) / delta + 4) / 6;
  return [hue, saturation, lightness];
}

function fromHsl(hue: number, saturation: number, lightness: number): Rgb {
  if (saturation === 0) return [lightness * 255, lightness * 255, lightness * 255];
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (offset: number) => {
    let t = hue + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(1 / 3) * 255, channel(0) * 255, channel(-1 / 3) * 255];
}

/**
 * The colour as text on `against`: unchanged when it already reaches `min`; otherwise darkened (on
 * a light background) or lightened (on a dark one) in HSL lightness only as far as needed, so the
 * hue and saturation the host chose stay recognisable.
 */
export function readableVariant(color: string, against = '#FFFFFF', min = MIN_TEXT_CONTRAST): string {
  if (contrastRatio(color, against) >= min) return color;
  const [hue, saturation, lightness] = toHsl(parseColor(color));
  const darken = readableTextOn(against) === '#000000';
  const variantAt = (value: number) => toHex(fromHsl(hue, saturation, value));
  // Binary search between the colour's own lightness (fails) and black or white (the extreme).
  let failing = lightness;
  let passing = darken ? 0 : 1;
  if (contrastRatio(variantAt(passing), against) < min) return variantAt(passing);
  for (let step = 0; step < 24; step += 1) {
    const middle = (failing + passing) / 2;
    if (contrastRatio(variantAt(middle), against) >= min) passing = middle;
    else failing = middle;
  }
  return variantAt(passing);
}

/**
 * Whether the colour, drawn as text on `against`, must be darkened (or lightened) so much to reach
 * `min` that people will see the difference: more than a tenth of its contrast. Closer colours
 * (the demo's pink, 4.35:1 on white) change invisibly, and a picker need not warn about them.
 */
export function needsVisiblyReadableVariant(
  color: string,
  against = '#FFFFFF',
  min = MIN_TEXT_CONTRAST,
): boolean {
  return contrastRatio(color, against) < min / 1.1;
}
