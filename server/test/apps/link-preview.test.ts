import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PREVIEW_DESCRIPTION_MAX, previewDescription } from '../../src/apps/link-preview-tags';
import { createHostEvent } from '../helpers/host-event';
import { createTestDatabase } from '../helpers/test-database';
import { buildAppsFixture } from './fixture';

const { db } = await createTestDatabase();
const SITE = 'https://site.celebra.test';
const t = await buildAppsFixture({ PUBLIC_URL: 'https://celebra.test' }, { db });

/** A banner as uploads store it (WebP, wider than the preview), of one colour. */
async function storeBanner(name: string, background: string): Promise<string> {
  const webp = await sharp({ create: { width: 1920, height: 600, channels: 3, background } })
    .webp()
    .toBuffer();
  return t.app.storage.put(`events/${name}.webp`, webp, 'image/webp');
}

const bannerUrl = await storeBanner('banner-ana', '#2f6fb0');
const LONG_TEXT = `Nossa história começou numa praia de Ubatuba. ${'Depois vieram viagens, risadas e muitos planos juntos. '.repeat(8)}`;
await createHostEvent(db, {
  event: {
    slug: 'ana-e-pedro',
    title: 'Ana & Pedro',
    subtitle: 'Vamos nos "casar"!',
    description: 'Texto do convite',
    bannerUrl,
  },
});
await createHostEvent(db, {
  event: { slug: 'sem-capa', title: 'Chá da Júlia', subtitle: '', description: LONG_TEXT, bannerUrl: null },
});
const secretBanner = await storeBanner('banner-segredo', '#c0392b');
await createHostEvent(db, {
  event: {
    slug: 'com-senha',
    title: 'Segredo de Estado',
    subtitle: 'Subtítulo secreto',
    titleDescription: 'Título secreto',
    description: 'Descrição secreta do evento',
    bannerUrl: secretBanner,
    avatarUrl: '/media/events/avatar-secreto.webp',
  },
  settings: { password: 'segredo' },
});
await createHostEvent(db, {
  event: { slug: 'desativado', title: 'Desligado', description: 'Não mostrar', bannerUrl, active: false },
});

function page(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { host: 'site.celebra.test' } });
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The head's OpenGraph and Twitter tags, by key (one value each: a repeated key fails). */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of headOf(html).matchAll(
    /<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)">/g,
  )) {
    if (key === undefined || value === undefined) continue;
    expect(tags, `${key} twice`).not.toHaveProperty(key);
    tags[key] = value;
  }
  return tags;
}

/** The characters escapeHtml writes as references, read back. */
function readReferences(value: string): string {
  return value.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
}

/** The image an og:image address names, fetched from the server as a preview would. */
async function fetchImage(absoluteUrl: string) {
  const url = new URL(absoluteUrl);
  const response = await t.app.inject({ method: 'GET', url: url.pathname, headers: { host: url.host } });
  expect(response.statusCode, absoluteUrl).toBe(200);
  const metadata = await sharp(response.rawPayload).metadata();
  const stats = await sharp(response.rawPayload).stats();
  const mean = stats.channels.slice(0, 3).map((channel) => Math.round(channel.mean));
  return { response, metadata, mean };
}

describe("an open event's page carries its link preview", () => {
  it('title, subtitle, address and a 1200 × 630 JPEG cut from the banner', async () => {
    const html = (await page('/ana-e-pedro')).body;
    const tags = metaTags(html);
    expect(tags).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'Celebra',
      'og:locale': 'pt_BR',
      'og:url': `${SITE}/ana-e-pedro`,
      'og:title': 'Ana &#38; Pedro',
      'og:description': 'Vamos nos &#34;casar&#34;!',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Foto de capa de Ana &#38; Pedro',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Ana &#38; Pedro',
      'twitter:description': 'Vamos nos &#34;casar&#34;!',
    });
    expect(headOf(html)).toContain(`<link rel="canonical" href="${SITE}/ana-e-pedro">`);
    const image = String(tags['og:image']);
    expect(image).toMatch(new RegExp(`^${SITE}/media/previews/[0-9a-f]{40}\\.jpg$`));
    expect(tags['twitter:image']).toBe(image);

    const { response, metadata, mean } = await fetchImage(image);
    expect(response.headers['content-type']).toBe('image/jpeg');
    // Cached as the other media: its name changes with the banner.
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The banner's colour (#2f6fb0), give or take the JPEG's rounding.
    for (const [channel, expected] of mean.map((value, i) => [value, [0x2f, 0x6f, 0xb0][i]]))
      expect(Math.abs(Number(channel) - Number(expected))).toBeLessThanOrEqual(3);
  });

  it('made once per banner and kept: the next page names the same stored file', async () => {
    const first = metaTags((await page('/ana-e-pedro')).body)['og:image'];
    const again = metaTags((await page('/Ana-E-Pedro/presentes')).body)['og:image'];
    expect(again).toBe(first);
    const stored = await readdir(path.join(t.mediaDir, 'previews'));
    expect(stored).toContain(path.posix.basename(String(first)));
  });

  it('without a banner, the platform card and the intro cut to a line', async () => {
    const tags = metaTags((await page('/sem-capa')).body);
    expect(tags['og:image']).toBe(`${SITE}/media/previews/celebra-v1.jpg`);
    expect(tags['og:image:alt']).toBe('Celebra: listas de presentes para casamentos, chás e festas');
    const description = readReferences(String(tags['og:description']));
    expect(description.length).toBeLessThanOrEqual(PREVIEW_DESCRIPTION_MAX);
    expect(description).toMatch(/^Nossa história começou numa praia de Ubatuba\. Depois .*…$/);
    expect(description).not.toMatch(/\s…$/);
    const { metadata } = await fetchImage(String(tags['og:image']));
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});

describe('a protected site shows its title alone', () => {
  it('the title and the platform card; its texts and banner nowhere in the page', async () => {
    const response = await page('/com-senha');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Segredo de Estado</title>');
    const tags = metaTags(html);
    expect(tags).toMatchObject({
      'og:title': 'Segredo de Estado',
      'twitter:title': 'Segredo de Estado',
      'og:url': `${SITE}/com-senha`,
      'og:image': `${SITE}/media/previews/celebra-v1.jpg`,
      'twitter:image': `${SITE}/media/previews/celebra-v1.jpg`,
      'og:image:alt': 'Celebra: listas de presentes para casamentos, chás e festas',
    });
    expect(tags).not.toHaveProperty('og:description');
    expect(tags).not.toHaveProperty('twitter:description');
    for (const secret of [
      'Subtítulo secreto',
      'Título secreto',
      'Descrição secreta',
      'banner-segredo',
      'avatar-secreto',
      'celebra-event',
    ])
      expect(html, secret).not.toContain(secret);
    // Nor is the banner's preview made: nothing in storage names it.
    const open = metaTags((await page('/ana-e-pedro')).body)['og:image'];
    const stored = await readdir(path.join(t.mediaDir, 'previews'));
    expect(stored.sort()).toEqual([path.posix.basename(String(open)), 'celebra-v1.jpg'].sort());
  });

  it('a disabled site is the built page, with nothing of the event', async () => {
    const html = (await page('/desativado')).body;
    expect(metaTags(html)).toEqual({});
    expect(html).not.toContain('Desligado');
    expect(html).not.toContain('Não mostrar');
  });
});

describe('previewDescription', () => {
  it('one line, cut at a word with an ellipsis', () => {
    expect(previewDescription('  Primeira linha\n\nSegunda   linha ')).toBe('Primeira linha Segunda linha');
    expect(previewDescription('palavra '.repeat(10), 20)).toBe('palavra palavra…');
    expect(previewDescription('x'.repeat(30), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});
