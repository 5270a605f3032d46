/**
 * The tags a shared link's preview is drawn from (WhatsApp, Facebook and others read OpenGraph's,
 * X its own cards): the event's title, a line of its text, its address and a 1200 × 630 image.
 * A protected site gives its title alone, with the platform's card: its text and its banner are
 * behind the password.
 */
import { introTexts } from '@celebra/shared/format';
import type { TPublicEvent } from '@celebra/shared/models';
import { escapeHtml } from '../html/escape-html';
import type { LinkPreview } from '../media/ensure-link-preview';
import { LINK_PREVIEW_HEIGHT, LINK_PREVIEW_WIDTH } from '../media/render-link-preview';

/** Longest description: what previews show before they cut it themselves. */
export const PREVIEW_DESCRIPTION_MAX = 200;
const SITE_NAME = 'Celebra';
const GENERIC_IMAGE_ALT = 'Celebra: listas de presentes para casamentos, chás e festas';

/** One line of plain text, at most `max` characters, cut at a word with an ellipsis. */
export function previewDescription(text: string, max = PREVIEW_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The event's subtitle, else the intro the site shows (the host's text or the welcome). */
function descriptionOf(event: LinkPreviewInput['event']): string {
  const subtitle = event.subtitle?.trim();
  if (subtitle) return previewDescription(subtitle);
  return previewDescription(introTexts(event.titleDescription, event.description).text);
}

export type LinkPreviewInput = {
  event: Pick<TPublicEvent, 'slug' | 'title' | 'subtitle' | 'titleDescription' | 'description'>;
  /** The event site's origin (config.appUrls.site). */
  siteUrl: string;
  image: LinkPreview;
  /** A site with a password: the title and the platform's card only. */
  restricted: boolean;
};

/** The <meta> tags for the page's head, every value escaped. */
export function linkPreviewTags({ event, siteUrl, image, restricted }: LinkPreviewInput): string {
  const url = `${siteUrl}/${encodeURIComponent(event.slug)}`;
  const imageUrl = new URL(image.url, siteUrl).href;
  const imageAlt = image.fromBanner && !restricted ? `Foto de capa de ${event.title}` : GENERIC_IMAGE_ALT;
  const description = restricted ? undefined : descriptionOf(event);
  const tags: [kind: 'property' | 'name', key: string, value: string | undefined][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:locale', 'pt_BR'],
    ['property', 'og:url', url],
    ['property', 'og:title', event.title],
    ['property', 'og:description', description],
    ['property', 'og:image', imageUrl],
    ['property', 'og:image:type', 'image/jpeg'],
    ['property', 'og:image:width', String(LINK_PREVIEW_WIDTH)],
    ['property', 'og:image:height', String(LINK_PREVIEW_HEIGHT)],
    ['property', 'og:image:alt', imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', event.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', imageUrl],
    ['name', 'twitter:image:alt', imageAlt],
  ];
  const meta = tags
    .filter((tag): tag is [kind: 'property' | 'name', key: string, value: string] => tag[2] !== undefined)
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}">`);
  return `<link rel="canonical" href="${escapeHtml(url)}">\n${meta.join('\n')}\n`;
}
