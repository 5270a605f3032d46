/**
 * The event site's first view as HTML, written by the server into the page of an event's address:
 * what a phone shows above the fold (the top bar, the banner, the avatar, the title and subtitle,
 * the intro) and the floating cart button, styled by guest-first-view-style.ts. On a phone's
 * network the guest site's script takes seconds to arrive and run; with this, the page paints as
 * soon as its HTML is in, and React, finding the event in the page too (guest-page.ts), replaces
 * it in its first render with the same thing (guest/src/main.tsx).
 *
 * Everything the host typed is escaped: it is shown as text, never read as HTML.
 */
import { introTexts } from '@celebra/shared/format';
import type { TPublicEvent } from '@celebra/shared/models';
import { HEX_COLOR_PATTERN } from '@celebra/shared/validation';
import { escapeHtml } from '../html/escape-html';

/** guest/src/common/theme.ts's colour for events without a valid one. */
const DEFAULT_COLOR = '#8c5e7a';

// The icons of @mui/icons-material the first view shows (MenuRounded, ShoppingCartRounded).
const MENU_ICON =
  'M4 18h16c.55 0 1-.45 1-1s-.45-1-1-1H4c-.55 0-1 .45-1 1s.45 1 1 1m0-5h16c.55 0 1-.45 1-1s-.45-1-1-1H4c-.55 0-1 .45-1 1s.45 1 1 1M3 7c0 .55.45 1 1 1h16c.55 0 1-.45 1-1s-.45-1-1-1H4c-.55 0-1 .45-1 1';
const CART_ICON =
  'M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2M1 3c0 .55.45 1 1 1h1l3.6 7.59-1.35 2.44C4.52 15.37 5.48 17 7 17h11c.55 0 1-.45 1-1s-.45-1-1-1H7l1.1-2h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.37-.66-.11-1.48-.87-1.48H5.21l-.67-1.43c-.16-.35-.52-.57-.9-.57H2c-.55 0-1 .45-1 1m16 15c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2';

export type EventColors = { main: string; light: string; dark: string; onMain: string };

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return Number((0.2126 * r + 0.7152 * g + 0.0722 * b).toFixed(3));
}

/**
 * The event's palette as MUI's createPalette makes it from the primary colour (tonal offset 0.2):
 * light = lighten by 0.2, dark = darken by 0.3, channels truncated as MUI's recomposeColor does;
 * the text on it white when its contrast with white reaches 3, else near-black.
 */
export function eventColors(color: string | null): EventColors {
  const main = color && HEX_COLOR_PATTERN.test(color.trim()) ? color.trim() : DEFAULT_COLOR;
  const rgb = channels(main);
  const css = (values: number[]) => `rgb(${values.map(Math.trunc).join(', ')})`;
  const contrastWithWhite = 1.05 / (luminance(rgb) + 0.05);
  return {
    main,
    light: css(rgb.map((value) => value + (255 - value) * 0.2)),
    dark: css(rgb.map((value) => value * 0.7)),
    onMain: contrastWithWhite >= 3 ? '#fff' : 'rgba(0, 0, 0, 0.87)',
  };
}

function icon(path: string): string {
  return `<svg class="cf-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24"><path d="${path}"></path></svg>`;
}

/** MUI's Avatar: the image when there is one, else the title's first letter. */
function avatar(className: string, imageUrl: string | null, title: string, size: number, alt: string) {
  const content = imageUrl
    ? `<img class="cf-avatar-img" src="${escapeHtml(imageUrl)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}" decoding="async">`
    : escapeHtml(title.charAt(0).toUpperCase());
  return `<div class="${className}">${content}</div>`;
}

/** The markup of the first view of `event`, to go inside the page's #root. */
export function renderFirstView(event: TPublicEvent): string {
  const colors = eventColors(event.color);
  const { settings } = event;
  // The side menu's entries (guest sections.ts): the button shows when any is on.
  const hasMenu = settings.showGiftList || settings.allowGuestConfirmation || settings.showGuestMessages;
  const intro = introTexts(event.titleDescription, event.description);
  const title = escapeHtml(event.title);
  const style = `--cf-main:${colors.main};--cf-light:${colors.light};--cf-dark:${colors.dark};--cf-on-main:${colors.onMain}`;
  const banner = event.bannerUrl
    ? `<img class="cf-banner-img" src="${escapeHtml(event.bannerUrl)}" alt="" width="1600" height="600" fetchpriority="high" decoding="async">`
    : '';
  return [
    `<div class="cf-shell" style="${escapeHtml(style)}">`,
    '<header class="cf-bar"><div class="cf-toolbar">',
    avatar('cf-bar-avatar', event.avatarUrl, event.title, 36, ''),
    `<p class="cf-bar-title">${title}</p>`,
    hasMenu ? `<span class="cf-menu" aria-hidden="true">${icon(MENU_ICON)}</span>` : '',
    '</div></header>',
    '<header class="cf-hero">',
    `<div class="cf-banner">${banner}</div>`,
    avatar('cf-avatar', event.avatarUrl, event.title, 120, `Foto de ${event.title}`),
    `<h1 class="cf-title">${title}</h1>`,
    event.subtitle ? `<p class="cf-subtitle">${escapeHtml(event.subtitle)}</p>` : '',
    '</header>',
    `<main class="cf-main"><div class="cf-grid${event.gallery.length > 0 ? ' cf-with-gallery' : ''}">`,
    `<article><h2 class="cf-intro-title">${escapeHtml(intro.title)}</h2>`,
    `<div class="cf-intro-text">${escapeHtml(intro.text)}</div></article>`,
    '</div></main>',
    settings.showGiftList ? `<span class="cf-cart" aria-hidden="true">${icon(CART_ICON)}</span>` : '',
    '</div>',
  ].join('');
}
