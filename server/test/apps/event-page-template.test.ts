import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, prepareEventPageTemplate } from '../../src/apps/event-page-template';

// The guest build's index.html as Vite writes it.
const BUILT = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Celebra</title>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">
    <link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/lora-latin-600-normal-X.woff2">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const FONT_FACE = '@font-face{font-family:Lora;src:url(/assets/lora.woff2)format("woff2")}';

const root = await mkdtemp(path.join(tmpdir(), 'celebra-template-'));
afterAll(() => rm(root, { recursive: true, force: true }));

async function dist(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, 'assets', file), text);
  return dir;
}

describe('the page template of an event', () => {
  it('paints without waiting: stylesheet inlined, no font preload, the script loaded after the paint', async () => {
    const dir = await dist('full', { 'index-Cd34.css': `${FONT_FACE}\n`, 'load-after-paint-Ef56.js': '' });
    const html = await prepareEventPageTemplate(dir, BUILT);
    expect(html).toContain(`<style>${FONT_FACE}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('as="font"');
    expect(html).toContain(
      '<script type="module" crossorigin id="celebra-app-loader" src="/assets/load-after-paint-Ef56.js" data-app="/assets/index-Ab12.js"></script>',
    );
    expect(html).not.toContain('src="/assets/index-Ab12.js"');
  });

  it("passes every module script of the build to the loader (the entry and the bundler's runtime)", async () => {
    const dir = await dist('two-scripts', { 'load-after-paint-Ef56.js': '' });
    const built = BUILT.replace(
      '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>',
      '<script type="module" crossorigin src="/assets/rolldown-runtime-Gh78.js"></script>\n    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>',
    );
    const html = await prepareEventPageTemplate(dir, built);
    expect(html).toContain('data-app="/assets/rolldown-runtime-Gh78.js /assets/index-Ab12.js"></script>');
    expect(html).not.toContain('src="/assets/rolldown-runtime-Gh78.js"');
    expect(html).not.toContain('src="/assets/index-Ab12.js"');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it('keeps the script as built without a loader in the build, and a stylesheet it cannot read', async () => {
    const dir = await dist('bare', {});
    const html = await prepareEventPageTemplate(dir, BUILT);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Ab12.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">');
  });

  it('leaves a large stylesheet, or one that could close the style element, as a link', async () => {
    const large = await dist('large', { 'index-Cd34.css': `a{color:red}${' '.repeat(20_000)}` });
    expect(await prepareEventPageTemplate(large, BUILT)).toContain('rel="stylesheet"');
    const closing = await dist('closing', { 'index-Cd34.css': 'a{content:"</style>"}' });
    expect(await prepareEventPageTemplate(closing, BUILT)).toContain('rel="stylesheet"');
  });

  it('writes a loader that stands alone into the page, allowed by its hash', async () => {
    const code = 'const a=document.getElementById(`celebra-app-loader`);console.log(a);';
    const dir = await dist('inline', { 'load-after-paint-Ef56.js': `${code}\n` });
    const html = await prepareEventPageTemplate(dir, BUILT);
    expect(html).toContain(
      `<script id="celebra-app-loader" data-app="/assets/index-Ab12.js">(()=>{${code}\n})();</script>`,
    );
    expect(html).not.toContain('src="/assets/load-after-paint-Ef56.js"');
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update(`(()=>{${code}\n})();`).digest('base64')}'`,
    ]);
  });

  it('keeps a loader that imports a module, or could close its element, a script of its own', async () => {
    for (const code of ['import{t as e}from"./first-view-X.js";e();', 'const s="</script><b>";']) {
      const dir = await dist(`own-${code.length}`, { 'load-after-paint-Ef56.js': code });
      const html = await prepareEventPageTemplate(dir, BUILT);
      expect(html).toContain('src="/assets/load-after-paint-Ef56.js"');
      expect(inlineScriptHashes(html)).toEqual([]);
    }
  });
});
