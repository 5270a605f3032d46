/**
 * Flat icons drawn with plain SVG shapes for the seeded gift and event-type images. Each one
 * fills a 100 × 100 box in two tones of the category colour (`main`, `soft`) plus white.
 */

export type IconColors = { main: string; soft: string };

const LEAF = '#6FA86B';
const FLAME = '#F6B73C';

const ICONS = {
  pot: ({ main, soft }: IconColors) => `
    <rect x="46" y="24" width="8" height="8" rx="3" fill="${main}"/>
    <ellipse cx="50" cy="36" rx="34" ry="6" fill="${main}"/>
    <rect x="4" y="48" width="16" height="7" rx="3.5" fill="${main}"/>
    <rect x="80" y="48" width="16" height="7" rx="3.5" fill="${main}"/>
    <path d="M18 42 h64 v28 a14 14 0 0 1 -14 14 h-36 a14 14 0 0 1 -14 -14z" fill="${main}"/>
    <rect x="18" y="52" width="64" height="6" fill="${soft}"/>`,

  mug: ({ main, soft }: IconColors) => `
    <path d="M33 26 q-5 -6 0 -12 q5 -6 0 -12" fill="none" stroke="${soft}" stroke-width="3.5" stroke-linecap="round"/>
    <path d="M46 26 q-5 -6 0 -12 q5 -6 0 -12" fill="none" stroke="${soft}" stroke-width="3.5" stroke-linecap="round"/>
    <ellipse cx="45" cy="86" rx="36" ry="6" fill="${soft}"/>
    <path d="M68 42 h5 a11 11 0 0 1 0 22 h-5" fill="none" stroke="${main}" stroke-width="7"/>
    <path d="M20 32 h50 v34 a16 16 0 0 1 -16 16 h-18 a16 16 0 0 1 -16 -16z" fill="${main}"/>
    <path d="M28 44 h34" stroke="#fff" stroke-opacity="0.45" stroke-width="4" stroke-linecap="round"/>`,

  towel: ({ main, soft }: IconColors) => `
    <rect x="12" y="62" width="76" height="22" rx="7" fill="${main}"/>
    <rect x="12" y="74" width="76" height="3" fill="#fff" fill-opacity="0.5"/>
    <rect x="18" y="42" width="64" height="20" rx="7" fill="${soft}"/>
    <rect x="18" y="53" width="64" height="3" fill="#fff" fill-opacity="0.6"/>
    <rect x="24" y="22" width="52" height="20" rx="7" fill="${main}"/>
    <rect x="24" y="33" width="52" height="3" fill="#fff" fill-opacity="0.5"/>`,

  plate: ({ main, soft }: IconColors) => `
    <circle cx="50" cy="50" r="32" fill="${main}"/>
    <circle cx="50" cy="50" r="23" fill="${soft}"/>
    <circle cx="50" cy="50" r="17" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>
    <rect x="6" y="22" width="3" height="16" rx="1.5" fill="${main}"/>
    <rect x="11" y="22" width="3" height="16" rx="1.5" fill="${main}"/>
    <path d="M5 34 h10 v6 a5 5 0 0 1 -10 0z" fill="${main}"/>
    <rect x="8" y="42" width="4" height="38" rx="2" fill="${main}"/>
    <path d="M90 20 q7 12 4 32 h-4z" fill="${main}"/>
    <rect x="89" y="50" width="5" height="30" rx="2.5" fill="${main}"/>`,

  lamp: ({ main, soft }: IconColors) => `
    <path d="M26 54 h48 l12 30 h-72z" fill="${soft}" fill-opacity="0.55"/>
    <path d="M32 16 h36 l12 36 h-60z" fill="${main}"/>
    <rect x="32" y="22" width="36" height="4" fill="#fff" fill-opacity="0.4"/>
    <rect x="47" y="52" width="6" height="28" fill="${main}"/>
    <ellipse cx="50" cy="83" rx="20" ry="5" fill="${main}"/>`,

  gift: ({ main, soft }: IconColors) => `
    <ellipse cx="38" cy="28" rx="13" ry="7" transform="rotate(-25 38 28)" fill="${soft}"/>
    <ellipse cx="62" cy="28" rx="13" ry="7" transform="rotate(25 62 28)" fill="${soft}"/>
    <rect x="20" y="48" width="60" height="38" rx="4" fill="${main}"/>
    <rect x="14" y="34" width="72" height="16" rx="4" fill="${main}"/>
    <rect x="14" y="46" width="72" height="4" fill="#000" fill-opacity="0.12"/>
    <rect x="45" y="34" width="10" height="52" fill="${soft}"/>
    <circle cx="50" cy="32" r="6" fill="${soft}"/>`,

  glasses: ({ main, soft }: IconColors) => `
    <g transform="rotate(-12 34 50)">
      <path d="M22 14 h24 v16 a12 12 0 0 1 -24 0z" fill="${main}"/>
      <path d="M23 26 h22 v4 a11 11 0 0 1 -22 0z" fill="${soft}"/>
      <rect x="32" y="41" width="4" height="32" fill="${main}"/>
      <ellipse cx="34" cy="75" rx="12" ry="4" fill="${main}"/>
    </g>
    <g transform="rotate(12 66 50)">
      <path d="M54 14 h24 v16 a12 12 0 0 1 -24 0z" fill="${main}"/>
      <path d="M55 26 h22 v4 a11 11 0 0 1 -22 0z" fill="${soft}"/>
      <rect x="64" y="41" width="4" height="32" fill="${main}"/>
      <ellipse cx="66" cy="75" rx="12" ry="4" fill="${main}"/>
    </g>
    <path d="M50 4 v7 M42 8 l4 5 M58 8 l-4 5" stroke="${soft}" stroke-width="3" stroke-linecap="round"/>`,

  blender: ({ main, soft }: IconColors) => `
    <rect x="30" y="8" width="40" height="8" rx="3" fill="${main}"/>
    <path d="M30 16 h40 l-6 46 h-28z" fill="${soft}"/>
    <path d="M36 24 v30" stroke="#fff" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>
    <path d="M40 54 l10 -6 l10 6" fill="none" stroke="${main}" stroke-width="3" stroke-linecap="round"/>
    <path d="M70 22 h6 a4 4 0 0 1 4 4 v20 a4 4 0 0 1 -4 4 h-8" fill="none" stroke="${main}" stroke-width="4"/>
    <path d="M28 62 h44 l4 24 h-52z" fill="${main}"/>
    <circle cx="50" cy="74" r="5" fill="#fff"/>`,

  cutlery: ({ main }: IconColors) => `
    <rect x="17" y="10" width="3.5" height="22" rx="1.75" fill="${main}"/>
    <rect x="23.5" y="10" width="3.5" height="22" rx="1.75" fill="${main}"/>
    <rect x="30" y="10" width="3.5" height="22" rx="1.75" fill="${main}"/>
    <path d="M15 28 h21 v6 a10.5 10.5 0 0 1 -21 0z" fill="${main}"/>
    <rect x="22" y="40" width="7" height="50" rx="3.5" fill="${main}"/>
    <path d="M46 10 q16 14 10 44 h-10z" fill="${main}"/>
    <rect x="46" y="52" width="8" height="38" rx="3.5" fill="${main}"/>
    <ellipse cx="76" cy="24" rx="10" ry="14" fill="${main}"/>
    <rect x="72.5" y="34" width="7" height="56" rx="3.5" fill="${main}"/>`,

  bed: ({ main, soft }: IconColors) => `
    <rect x="8" y="22" width="12" height="64" rx="4" fill="${main}"/>
    <rect x="82" y="44" width="10" height="42" rx="4" fill="${main}"/>
    <rect x="8" y="54" width="84" height="20" rx="4" fill="${main}"/>
    <rect x="22" y="40" width="22" height="14" rx="6" fill="#fff"/>
    <rect x="40" y="44" width="52" height="20" rx="6" fill="${soft}"/>
    <rect x="40" y="50" width="52" height="3" fill="#fff" fill-opacity="0.6"/>`,

  plane: ({ main, soft }: IconColors) => `
    <path d="M8 76 q10 -10 24 -4 q8 -12 22 -6 q8 -2 12 6 h-58z" fill="${soft}"/>
    <g transform="rotate(40 50 46)">
      <path d="M50 4 c5 0 7 7 7 13 v16 l33 18 v9 l-33 -9 v20 l11 9 v7 l-18 -5 l-18 5 v-7 l11 -9 v-20 l-33 9 v-9 l33 -18 v-16 c0 -6 2 -13 7 -13z" fill="${main}"/>
    </g>`,

  bottle: ({ main, soft }: IconColors) => `
    <path d="M43 20 q0 -12 7 -14 q7 2 7 14z" fill="${soft}"/>
    <rect x="34" y="18" width="32" height="12" rx="4" fill="${main}"/>
    <rect x="36" y="30" width="28" height="58" rx="10" fill="${soft}"/>
    <path d="M36 56 h28 v22 a10 10 0 0 1 -10 10 h-8 a10 10 0 0 1 -10 -10z" fill="#fff" fill-opacity="0.85"/>
    <path d="M36 42 h10 M36 52 h14 M36 62 h10 M36 72 h14" stroke="${main}" stroke-width="2.5"/>`,

  bear: ({ main, soft }: IconColors) => `
    <circle cx="28" cy="26" r="12" fill="${main}"/>
    <circle cx="72" cy="26" r="12" fill="${main}"/>
    <circle cx="28" cy="26" r="6" fill="${soft}"/>
    <circle cx="72" cy="26" r="6" fill="${soft}"/>
    <ellipse cx="50" cy="84" rx="24" ry="14" fill="${main}"/>
    <circle cx="50" cy="48" r="28" fill="${main}"/>
    <ellipse cx="50" cy="58" rx="12" ry="9" fill="${soft}"/>
    <ellipse cx="50" cy="54" rx="5" ry="3.5" fill="#3d3341"/>
    <circle cx="39" cy="42" r="3.5" fill="#3d3341"/>
    <circle cx="61" cy="42" r="3.5" fill="#3d3341"/>`,

  onesie: ({ main, soft }: IconColors) => `
    <path d="M34 12 h32 l20 14 l-9 15 l-9 -5 v30 q0 12 -10 16 l-4 8 h-8 l-4 -8 q-10 -4 -10 -16 v-30 l-9 5 l-9 -15z" fill="${main}"/>
    <path d="M38 12 q12 12 24 0" fill="${soft}"/>
    <circle cx="50" cy="36" r="2.5" fill="#fff"/>
    <circle cx="50" cy="46" r="2.5" fill="#fff"/>
    <circle cx="50" cy="56" r="2.5" fill="#fff"/>`,

  cake: ({ main, soft }: IconColors) => `
    <ellipse cx="50" cy="86" rx="40" ry="6" fill="${soft}"/>
    <rect x="16" y="58" width="68" height="26" rx="5" fill="${main}"/>
    <rect x="28" y="38" width="44" height="22" rx="5" fill="${soft}"/>
    <path d="M16 62 q6 8 11 0 q6 8 11 0 q6 8 11 0 q6 8 11 0 q6 8 11 0 q6 8 12 0 v-2 h-67z" fill="#fff"/>
    <rect x="47.5" y="22" width="5" height="16" rx="2" fill="${main}"/>
    <path d="M50 8 q6 7 0 12 q-6 -5 0 -12z" fill="${FLAME}"/>`,

  camera: ({ main, soft }: IconColors) => `
    <rect x="28" y="20" width="24" height="14" rx="4" fill="${main}"/>
    <rect x="10" y="28" width="80" height="54" rx="9" fill="${main}"/>
    <circle cx="50" cy="55" r="19" fill="${soft}"/>
    <circle cx="50" cy="55" r="11" fill="${main}"/>
    <circle cx="45" cy="50" r="3.5" fill="#fff" fill-opacity="0.8"/>
    <rect x="72" y="35" width="10" height="6" rx="2" fill="#fff" fill-opacity="0.8"/>`,

  plant: ({ main, soft }: IconColors) => `
    <ellipse cx="38" cy="36" rx="8" ry="20" transform="rotate(-30 38 36)" fill="${LEAF}"/>
    <ellipse cx="62" cy="36" rx="8" ry="20" transform="rotate(30 62 36)" fill="${LEAF}"/>
    <ellipse cx="50" cy="28" rx="8" ry="22" fill="#86BC80"/>
    <rect x="28" y="56" width="44" height="8" rx="3" fill="${main}"/>
    <path d="M32 64 h36 l-5 24 h-26z" fill="${main}"/>
    <rect x="34" y="70" width="32" height="4" fill="${soft}"/>`,

  sofa: ({ main, soft }: IconColors) => `
    <rect x="16" y="28" width="68" height="32" rx="9" fill="${main}"/>
    <rect x="22" y="40" width="27" height="18" rx="5" fill="${soft}"/>
    <rect x="51" y="40" width="27" height="18" rx="5" fill="${soft}"/>
    <rect x="12" y="56" width="76" height="18" rx="6" fill="${main}"/>
    <rect x="4" y="44" width="16" height="32" rx="7" fill="${main}"/>
    <rect x="80" y="44" width="16" height="32" rx="7" fill="${main}"/>
    <rect x="14" y="76" width="6" height="10" rx="2" fill="${main}"/>
    <rect x="80" y="76" width="6" height="10" rx="2" fill="${main}"/>`,

  stroller: ({ main, soft }: IconColors) => `
    <path d="M16 50 a32 32 0 0 1 32 -32 v32z" fill="${main}"/>
    <path d="M16 50 h56 q0 22 -26 22 h-4 q-26 0 -26 -22z" fill="${soft}"/>
    <path d="M72 50 l8 -24 h10" fill="none" stroke="${main}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="30" cy="82" r="9" fill="${main}"/>
    <circle cx="64" cy="82" r="9" fill="${main}"/>
    <circle cx="30" cy="82" r="3" fill="#fff"/>
    <circle cx="64" cy="82" r="3" fill="#fff"/>`,

  heart: ({ main, soft }: IconColors) => `
    <path d="M50 88 c-26 -18 -42 -34 -42 -52 c0 -12 9 -22 21 -22 c9 0 16 5 21 13 c5 -8 12 -13 21 -13 c12 0 21 10 21 22 c0 18 -16 34 -42 52z" fill="${main}"/>
    <path d="M26 32 c0 -6 4 -10 10 -10" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round"/>
    <path d="M80 70 c-6 -4 -10 -8 -10 -12 c0 -3 2 -5 5 -5 c2 0 4 1 5 3 c1 -2 3 -3 5 -3 c3 0 5 2 5 5 c0 4 -4 8 -10 12z" fill="${soft}"/>`,

  candle: ({ main, soft }: IconColors) => `
    <path d="M50 10 q9 10 0 20 q-9 -10 0 -20z" fill="${FLAME}"/>
    <rect x="48.5" y="28" width="3" height="8" fill="#3d3341"/>
    <rect x="24" y="36" width="52" height="50" rx="10" fill="${soft}"/>
    <rect x="24" y="54" width="52" height="20" fill="${main}"/>
    <rect x="30" y="40" width="6" height="40" rx="3" fill="#fff" fill-opacity="0.5"/>`,

  frame: ({ main, soft }: IconColors) => `
    <rect x="12" y="14" width="76" height="72" rx="5" fill="${main}"/>
    <rect x="22" y="24" width="56" height="52" rx="2" fill="#fff"/>
    <circle cx="64" cy="38" r="6" fill="${FLAME}"/>
    <path d="M22 76 l18 -24 l12 14 l8 -8 l18 18z" fill="${soft}"/>`,

  speaker: ({ main, soft }: IconColors) => `
    <rect x="24" y="8" width="52" height="84" rx="10" fill="${main}"/>
    <circle cx="50" cy="30" r="10" fill="${soft}"/>
    <circle cx="50" cy="30" r="4" fill="${main}"/>
    <circle cx="50" cy="64" r="18" fill="${soft}"/>
    <circle cx="50" cy="64" r="8" fill="${main}"/>`,
} satisfies Record<string, (colors: IconColors) => string>;

export type IconName = keyof typeof ICONS;

/** The icon's shapes, fitted into the square at (x, y) with side `size`. */
export function drawIcon(name: IconName, colors: IconColors, x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${ICONS[name](colors)}</g>`;
}
