import { escapeHtml } from '../html/escape-html';
import { loadSharp } from '../media/load-sharp';
import { drawIcon, type IconName } from './icons';

/**
 * The demo's images, drawn as SVG and rendered to WebP by sharp (librsvg) at seed time: nothing
 * is downloaded. Text uses the system's sans-serif and serif fonts through fontconfig.
 */

const INK = '#3D3341';
const SANS = `font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"`;
const SERIF = `font-family="'DejaVu Serif', 'Liberation Serif', Georgia, serif"`;

/** `color` moved towards white by `amount` (0 keeps it, 1 is white); `#rrggbb` in and out. */
export function tint(color: string, amount: number): string {
  return mix(color, '#ffffff', amount);
}

/** `color` moved towards a deep ink by `amount`. */
export function shade(color: string, amount: number): string {
  return mix(color, '#2b2030', amount);
}

function mix(from: string, to: string, amount: number): string {
  const a = Number.parseInt(from.slice(1), 16);
  const b = Number.parseInt(to.slice(1), 16);
  const channel = (shift: number) => {
    const x = (a >> shift) & 255;
    const y = (b >> shift) & 255;
    return Math.round(x + (y - x) * amount);
  };
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

// A soft shadow as a radial gradient: an feDropShadow filter looks the same and costs twice the
// rendering time of the whole card.
const SHADOW = `<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0.8" stop-color="${INK}" stop-opacity="0.18"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient>`;

/**
 * A product card: soft gradient in the category colour, the icon on a white disc, the name
 * (two lines at most) and a small caption above it.
 */
export function cardSvg(options: {
  width: number;
  height: number;
  color: string;
  icon: IconName;
  title: string;
  caption?: string;
}): string {
  const { width: w, height: h, color, icon, title, caption } = options;
  const deep = shade(color, 0.35);
  const radius = Math.round(Math.min(w, h) * 0.27);
  const cx = w / 2;
  const cy = Math.round(h * 0.41);
  const iconSize = Math.round(radius * 1.35);
  const fontSize = Math.round(w * 0.056);
  const lines = wrap(title, Math.floor((w * 0.86) / (fontSize * 0.6)), 2);
  const textTop = cy + radius + Math.round(h * 0.1) + (lines.length === 1 ? Math.round(fontSize * 0.5) : 0);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${textTop + i * Math.round(fontSize * 1.2)}" text-anchor="middle" ${SANS} font-size="${fontSize}" font-weight="bold" fill="${deep}">${escapeHtml(line)}</text>`,
    )
    .join('');
  const captionText = caption
    ? `<text x="${cx}" y="${Math.round(h * 0.07)}" text-anchor="middle" ${SANS} font-size="${Math.round(fontSize * 0.46)}" letter-spacing="3" fill="${deep}" fill-opacity="0.7">${escapeHtml(caption.toUpperCase())}</text>`
    : '';
  return svg(
    w,
    h,
    `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${tint(color, 0.88)}"/>
        <stop offset="1" stop-color="${tint(color, 0.62)}"/>
      </linearGradient>${SHADOW}
    </defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="${w * 0.92}" cy="${h * 0.1}" r="${w * 0.2}" fill="#fff" fill-opacity="0.28"/>
    <circle cx="${w * 0.06}" cy="${h * 0.84}" r="${w * 0.14}" fill="#fff" fill-opacity="0.22"/>
    <circle cx="${w * 0.16}" cy="${h * 0.18}" r="${w * 0.012}" fill="${color}" fill-opacity="0.5"/>
    <circle cx="${w * 0.84}" cy="${h * 0.7}" r="${w * 0.016}" fill="${color}" fill-opacity="0.4"/>
    <circle cx="${w * 0.78}" cy="${h * 0.32}" r="${w * 0.009}" fill="${color}" fill-opacity="0.5"/>
    ${captionText}
    <circle cx="${cx}" cy="${cy + radius * 0.06}" r="${radius * 1.12}" fill="url(#shadow)"/>
    <circle cx="${cx}" cy="${cy}" r="${radius}" fill="#fff"/>
    ${drawIcon(icon, { main: color, soft: tint(color, 0.55) }, cx - iconSize / 2, cy - iconSize / 2, iconSize)}
    ${text}`,
  );
}

/** A wide decorative banner without text: gradient, soft blurred light, curves and leaves. */
export function bannerSvg(color: string, width = 1600, height = 600): string {
  const leaves = [
    [140, 120, -30],
    [260, 470, 20],
    [1380, 110, 35],
    [1500, 430, -25],
    [760, 520, 80],
    [980, 80, -70],
  ]
    .map(
      ([x, y, r]) =>
        `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M0 -46 q30 46 0 92 q-30 -46 0 -92z" fill="#fff" fill-opacity="0.35"/><path d="M0 -40 v80" stroke="#fff" stroke-opacity="0.55" stroke-width="2"/></g>`,
    )
    .join('');
  const sparkles = [
    [420, 150],
    [600, 420],
    [1150, 200],
    [1260, 500],
    [880, 300],
    [330, 330],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${(y ?? 0) - 12} l4 8 l8 4 l-8 4 l-4 8 l-4 -8 l-8 -4 l8 -4z" fill="#fff" fill-opacity="0.8"/>`,
    )
    .join('');
  return svg(
    width,
    height,
    `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6">
        <stop offset="0" stop-color="${tint(color, 0.55)}"/>
        <stop offset="0.55" stop-color="${tint('#F4A27B', 0.45)}"/>
        <stop offset="1" stop-color="${tint('#9D7BD8', 0.5)}"/>
      </linearGradient>
      <filter id="blur"><feGaussianBlur stdDeviation="40"/></filter>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <g filter="url(#blur)">
      <circle cx="${width * 0.2}" cy="${height * 0.3}" r="${height * 0.4}" fill="#fff" fill-opacity="0.45"/>
      <circle cx="${width * 0.75}" cy="${height * 0.8}" r="${height * 0.45}" fill="${tint(color, 0.2)}" fill-opacity="0.5"/>
      <circle cx="${width * 0.55}" cy="${height * 0.1}" r="${height * 0.3}" fill="#fff" fill-opacity="0.35"/>
    </g>
    <path d="M0 ${height * 0.72} C ${width * 0.25} ${height * 0.55}, ${width * 0.45} ${height * 0.95}, ${width * 0.7} ${height * 0.7} S ${width} ${height * 0.6}, ${width} ${height * 0.6}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>
    <path d="M0 ${height * 0.8} C ${width * 0.3} ${height * 0.65}, ${width * 0.5} ${height}, ${width * 0.75} ${height * 0.8} S ${width} ${height * 0.7}, ${width} ${height * 0.7}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>
    ${leaves}${sparkles}`,
  );
}

/** A round-looking monogram avatar ('A&P') on a gradient. */
export function monogramSvg(text: string, color: string, size = 400): string {
  const c = size / 2;
  return svg(
    size,
    size,
    `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${tint(color, 0.25)}"/>
        <stop offset="1" stop-color="${shade(color, 0.2)}"/>
      </linearGradient>
    </defs>
    <rect width="${size}" height="${size}" fill="url(#bg)"/>
    <circle cx="${c}" cy="${c}" r="${size * 0.4}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${size * 0.012}"/>
    <circle cx="${c}" cy="${c}" r="${size * 0.36}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${size * 0.006}"/>
    <text x="${c}" y="${c + size * 0.09}" text-anchor="middle" ${SERIF} font-style="italic" font-size="${size * 0.25}" fill="#fff">${escapeHtml(text)}</text>`,
  );
}

export type GalleryScene = 'sunset' | 'rings' | 'bouquet' | 'toast';

/** Illustrated stand-ins for event photos. */
export function gallerySvg(scene: GalleryScene, color: string, width = 1200, height = 800): string {
  const soft = tint(color, 0.5);
  const scenes: Record<GalleryScene, string> = {
    sunset: `
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#7E6BC4"/><stop offset="0.45" stop-color="${soft}"/><stop offset="0.8" stop-color="#F9C784"/>
      </linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#sky)"/>
      <circle cx="${width * 0.62}" cy="${height * 0.58}" r="${height * 0.16}" fill="#FFE3A3"/>
      <path d="M0 ${height * 0.66} Q ${width * 0.25} ${height * 0.5} ${width * 0.5} ${height * 0.66} T ${width} ${height * 0.62} V ${height} H 0z" fill="${shade(color, 0.25)}" fill-opacity="0.55"/>
      <path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.66} ${width * 0.6} ${height * 0.8} T ${width} ${height * 0.76} V ${height} H 0z" fill="${shade(color, 0.45)}" fill-opacity="0.75"/>
      <path d="M${width * 0.2} ${height * 0.25} q12 -10 24 0 q12 -10 24 0" fill="none" stroke="${INK}" stroke-opacity="0.5" stroke-width="3"/>
      <path d="M${width * 0.3} ${height * 0.18} q9 -8 18 0 q9 -8 18 0" fill="none" stroke="${INK}" stroke-opacity="0.4" stroke-width="3"/>`,
    rings: `
      <defs>
        <radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${tint(color, 0.9)}"/><stop offset="1" stop-color="${tint(color, 0.55)}"/></radialGradient>
        <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F7DC8B"/><stop offset="0.5" stop-color="#D4A437"/><stop offset="1" stop-color="#F3D27A"/></linearGradient>
      </defs>
      <rect width="${width}" height="${height}" fill="url(#bg)"/>
      <ellipse cx="${width / 2}" cy="${height * 0.78}" rx="${width * 0.25}" ry="${height * 0.04}" fill="${INK}" fill-opacity="0.12"/>
      <circle cx="${width * 0.44}" cy="${height * 0.5}" r="${height * 0.2}" fill="none" stroke="url(#gold)" stroke-width="${height * 0.05}"/>
      <circle cx="${width * 0.56}" cy="${height * 0.5}" r="${height * 0.2}" fill="none" stroke="url(#gold)" stroke-width="${height * 0.05}"/>
      <path d="M${width * 0.56} ${height * 0.23} l10 -20 l10 20 l-10 14z" fill="#E8F4FF" stroke="#fff" stroke-width="2"/>
      <path d="M${width * 0.2} ${height * 0.2} l6 12 l12 6 l-12 6 l-6 12 l-6 -12 l-12 -6 l12 -6z" fill="#fff"/>
      <path d="M${width * 0.8} ${height * 0.7} l5 10 l10 5 l-10 5 l-5 10 l-5 -10 l-10 -5 l10 -5z" fill="#fff"/>`,
    bouquet: `
      <rect width="${width}" height="${height}" fill="${tint(color, 0.85)}"/>
      <circle cx="${width * 0.85}" cy="${height * 0.15}" r="${height * 0.3}" fill="#fff" fill-opacity="0.5"/>
      ${[0, -14, 14, -26, 26]
        .map(
          (angle) =>
            `<path d="M${width / 2} ${height * 0.9} L ${width / 2 + angle * 9} ${height * 0.38}" stroke="#6FA86B" stroke-width="8" stroke-linecap="round"/>`,
        )
        .join('')}
      ${[
        [0, 0.32, color],
        [-126, 0.4, '#F4A27B'],
        [126, 0.4, '#9D7BD8'],
        [-234, 0.5, tint(color, 0.3)],
        [234, 0.5, '#F6B73C'],
      ]
        .map(([dx, y, fill]) => {
          const x = width / 2 + Number(dx);
          const cy = height * Number(y);
          const petals = [0, 72, 144, 216, 288]
            .map(
              (a) =>
                `<ellipse cx="${x}" cy="${cy - 44}" rx="30" ry="46" transform="rotate(${a} ${x} ${cy})" fill="${fill}"/>`,
            )
            .join('');
          return `${petals}<circle cx="${x}" cy="${cy}" r="26" fill="#FFF3D6"/>`;
        })
        .join('')}
      <path d="M${width * 0.42} ${height * 0.74} h${width * 0.16} l-${width * 0.03} ${height * 0.2} h-${width * 0.1}z" fill="${shade(color, 0.2)}"/>
      <path d="M${width * 0.42} ${height * 0.78} h${width * 0.16}" stroke="#fff" stroke-width="6"/>`,
    toast: `
      <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3D3350"/><stop offset="1" stop-color="${shade(color, 0.4)}"/></linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#bg)"/>
      ${Array.from({ length: 28 }, (_, i) => {
        const x = (i * 397) % width;
        const y = (i * 211) % (height * 0.6);
        return `<circle cx="${x}" cy="${y}" r="${4 + (i % 4) * 3}" fill="${['#F6B73C', '#fff', soft][i % 3]}" fill-opacity="0.7"/>`;
      }).join('')}
      ${drawIcon('glasses', { main: '#F3D27A', soft: '#FFF1C7' }, width / 2 - height * 0.32, height * 0.22, height * 0.64)}`,
  };
  return svg(width, height, scenes[scene]);
}

/** Renders an SVG to WebP (a low encoder effort: flat art compresses well anyway, and fast). */
export async function renderWebp(svgText: string, quality = 82): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svgText)).webp({ quality, effort: 2 }).toBuffer();
}

/** Maps `items` through `fn` with at most `limit` calls in flight, keeping the order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
