/**
 * axe-core on a page of the apps, at its own size and at the other one (phone ↔ desktop): a
 * serious or critical violation of WCAG 2.2 AA fails the journey with a readable list; moderate
 * and minor ones are written to the journey's artifacts (accessibility.md) for a person to read.
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE_SIZE = { width: 390, height: 844 };
const DESKTOP_SIZE = { width: 1280, height: 800 };
const FAILING = new Set(['serious', 'critical']);
const MAX_TARGETS = 3;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violation: Violation, size: string): string {
  const targets = violation.nodes
    .slice(0, MAX_TARGETS)
    .map((node) => node.target.join(' '))
    .join(' | ');
  const more = violation.nodes.length > MAX_TARGETS ? ` (+${violation.nodes.length - MAX_TARGETS})` : '';
  const first = violation.nodes[0]?.html.replace(/\s+/g, ' ').slice(0, 160) ?? '';
  return `- [${size}] ${violation.id} (${violation.impact}): ${violation.help} — ${targets}${more}\n  ${first}`;
}

/**
 * Waits for the page's finite animations and transitions (a dialog fading in, a page sliding):
 * colours measured halfway through a fade are not the colours a reader gets.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    const finished = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([finished, new Promise((done) => setTimeout(done, 3000))]);
  });
}

async function analyzeOnce(page: Page): Promise<Violation[]> {
  // A step may end while its page still loads: axe runs on the loaded document, once more if the
  // page navigated under it.
  for (let attempt = 1; ; attempt++) {
    await page.waitForLoadState('load');
    try {
      await settleAnimations(page);
      // In the page itself (legacy mode): the default opens a blank page in the journey's context
      // at every check to assemble the results, and with videos on each one started an ffmpeg of
      // its own. The apps have no frames, so what axe finds is the same.
      return (await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze()).violations;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * The page's violations. A transition can start while axe reads the page (a notice fading out on
 * its own timer), and colours read halfway through it are not what a reader gets: when a failing
 * violation is found the page is settled and read again, and the second reading counts. A real
 * violation is there both times.
 */
async function analyze(page: Page): Promise<Violation[]> {
  const first = await analyzeOnce(page);
  if (!first.some((violation) => FAILING.has(violation.impact ?? ''))) return first;
  return analyzeOnce(page);
}

/** Waits until two animation frames have passed: the layout of the new size is painted. */
async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Checks `page` as it is, then resized to the other size (and back). Throws on serious or
 * critical violations; appends the others to `<reportDir>/accessibility.md` when given.
 */
export async function checkAccessibility(page: Page, label: string, reportDir?: string): Promise<void> {
  const original = page.viewportSize();
  const isPhone = (original?.width ?? DESKTOP_SIZE.width) < 600;
  const other = isPhone ? DESKTOP_SIZE : PHONE_SIZE;
  const found: string[] = [];
  const notes: string[] = [];
  const collect = (violations: Violation[], size: string) => {
    for (const violation of violations)
      (FAILING.has(violation.impact ?? '') ? found : notes).push(describe(violation, size));
  };

  collect(await analyze(page), isPhone ? 'phone' : 'desktop');
  if (original) {
    await page.setViewportSize(other);
    try {
      await settleLayout(page);
      collect(await analyze(page), isPhone ? 'desktop' : 'phone');
    } finally {
      await page.setViewportSize(original);
      await settleLayout(page).catch(() => {});
    }
  }

  if (notes.length && reportDir)
    await appendFile(
      path.join(reportDir, 'accessibility.md'),
      `## ${label}\n${page.url()}\n${notes.join('\n')}\n\n`,
    );
  if (found.length) throw new Error(`Accessibility (axe) on ${label}, ${page.url()}:\n${found.join('\n')}`);
}
