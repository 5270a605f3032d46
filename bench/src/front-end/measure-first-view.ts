/**
 * What a browser downloads before an app can show its first view, read from the Vite build the
 * server sends: the entry script, its modulepreloads and stylesheets in dist/index.html, and every
 * chunk those import statically (followed through the code, in case one was not preloaded).
 * Dynamic `import()`s are left out: they load after the first view, on interaction or scroll.
 *
 * Sizes are gzip at level 9, computed here from the built files: the very bytes of the `.gz`
 * copies the server writes (apps/compress-dist.ts, Z_BEST_COMPRESSION) and sends to a browser
 * without brotli, so the figure does not depend on whether `npm start` has compressed the build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);

export type FirstView = {
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Paths below the dist folder, entry first. */
  files: string[];
};

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i');

/** The `<script type="module" src>`, modulepreload and stylesheet URLs of an index.html. */
export function findFirstViewUrls(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = ATTRIBUTE('rel').exec(tag)?.[1]?.toLowerCase();
    const url = ATTRIBUTE(isScript ? 'src' : 'href').exec(tag)?.[1];
    if (!url) continue;
    if (isScript && /type\s*=\s*["']module["']/i.test(tag)) scripts.push(url);
    else if (rel === 'modulepreload') scripts.push(url);
    else if (rel === 'stylesheet') styles.push(url);
  }
  return { scripts, styles };
}

// `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./x.js"`: never `import("./x.js")`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The relative chunks a built module imports statically. */
export function findStaticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] as string);
}

/** A URL of the page (`/assets/x.js`, `./assets/x.js`) as a path below the dist folder. */
function toDistPath(url: string, fromFile?: string): string {
  const clean = url.split(/[?#]/, 1)[0] ?? url;
  if (/^[a-z]+:\/\//i.test(clean)) throw new Error(`The first view loads ${url} from another host.`);
  const resolved = clean.startsWith('/')
    ? clean
    : path.posix.join('/', fromFile ? path.posix.dirname(fromFile) : '', clean);
  return path.posix.normalize(resolved).replace(/^\/+/, '');
}

async function gzipSize(file: string): Promise<number> {
  return (await gzip(await readFile(file), { level: zlib.constants.Z_BEST_COMPRESSION })).length;
}

/** The gzipped JavaScript and CSS of the first view of the app built in `distDir`. */
export async function measureFirstView(distDir: string): Promise<FirstView> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const { scripts, styles } = findFirstViewUrls(html);
  if (scripts.length === 0) throw new Error(`${distDir}/index.html loads no module script.`);

  const jsFiles: string[] = [];
  const queue = scripts.map((url) => toDistPath(url));
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (jsFiles.includes(file)) continue;
    jsFiles.push(file);
    const code = await readFile(path.join(distDir, file), 'utf8');
    for (const imported of findStaticImports(code)) queue.push(toDistPath(imported, file));
  }
  const cssFiles = [...new Set(styles.map((url) => toDistPath(url)))];

  const sum = async (files: string[]) => {
    const sizes = await Promise.all(files.map((file) => gzipSize(path.join(distDir, file))));
    return sizes.reduce((total, size) => total + size, 0);
  };
  return {
    jsGzipBytes: await sum(jsFiles),
    cssGzipBytes: await sum(cssFiles),
    files: [...jsFiles, ...cssFiles],
  };
}
