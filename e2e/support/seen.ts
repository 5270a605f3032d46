/**
 * What a person sees, not what the DOM holds: an element with a box of its own, inside the
 * viewport, and a control that takes the click where it stands (nothing drawn over it). A list
 * squeezed to a height of 0, or a button under another layer, passes every DOM query and fails
 * here.
 */

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The sizes the cart and checkout are read at: the smallest phone, a common phone, a laptop, and
 * that laptop at 200 % zoom (half its CSS pixels each way).
 */
export const CART_SIZES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
  { width: 683, height: 384 },
] as const;

/**
 * `locator`'s box, scrolled into view: not empty, and wholly inside the viewport. A box taller
 * than the viewport (a long text, a whole list) cannot be: it must then span the viewport's
 * height from where it is scrolled to, its width still inside.
 */
export async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what}: no box`).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  const at = `${what} at ${viewport.width}×${viewport.height}: box ${JSON.stringify(box)}`;
  expect(box.width, at).toBeGreaterThan(0);
  expect(box.height, at).toBeGreaterThan(0);
  // Half a pixel of rounding either way.
  expect(box.x, at).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width, at).toBeLessThanOrEqual(viewport.width + 0.5);
  if (box.height > viewport.height) {
    expect(box.y, at).toBeLessThanOrEqual(0.5);
    expect(box.y + box.height, at).toBeGreaterThanOrEqual(viewport.height - 0.5);
    return;
  }
  expect(box.y, at).toBeGreaterThanOrEqual(-0.5);
  expect(box.y + box.height, at).toBeLessThanOrEqual(viewport.height + 0.5);
}

/**
 * `control` is in view and is what a tap at its centre reaches: the element at that point is the
 * control or inside it (an icon, a label's text).
 */
export async function expectClickable(page: Page, control: Locator, what: string): Promise<void> {
  await expectInView(page, control, what);
  const over = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (hit !== null && (hit === element || element.contains(hit))) return null;
    // What is there instead, named in the failure: its tag, classes and first words.
    if (!hit) return 'nothing';
    const text = (hit.textContent ?? '').trim().slice(0, 40);
    return `<${hit.tagName.toLowerCase()} class="${hit.getAttribute('class') ?? ''}"> '${text}'`;
  });
  const viewport = page.viewportSize();
  expect(
    over,
    `${what} at ${viewport?.width}×${viewport?.height}: another element is over its centre`,
  ).toBeNull();
}

/**
 * The first word of `text`'s element drawn over two lines (a column narrower than the word, so
 * 'Cafeteira' reads 'Cafetei' and 'ra'), or null when each word stands on one line.
 */
export async function wordBrokenIn(text: Locator): Promise<string | null> {
  return text.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        // A word on one line has one box; one broken across lines has one per line.
        if (range.getClientRects().length > 1) return word[0];
      }
    }
    return null;
  });
}

/**
 * Every line of the open cart is seen, its name unbroken, with its quantity (or amount) field and its 'Remover'
 * button reachable where they stand, at each of the cart's sizes; `lines` is how many there are.
 * The viewport is left at the last size: the caller sets it back.
 */
export async function expectCartLinesSeen(page: Page, cart: Locator, lines: number): Promise<void> {
  const list = cart.getByRole('list', { name: 'Presentes no carrinho' });
  for (const size of CART_SIZES) {
    await page.setViewportSize(size);
    const items = list.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(lines);
    // A line's own box survives a list squeezed to nothing (the list clips it): the list's first.
    await expectInView(page, list, `the cart's list at ${size.width}×${size.height}`);
    // Nor may the lines be wider than the list: it would scroll sideways, half a photo out of sight.
    const sideways = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(sideways, `the cart's list scrolls sideways at ${size.width}×${size.height}`).toBeLessThanOrEqual(
      0,
    );
    for (let index = 0; index < lines; index++) {
      const item = items.nth(index);
      const what = `cart line ${index + 1} at ${size.width}×${size.height}`;
      await expectInView(page, item, what);
      expect(await wordBrokenIn(item.getByTestId('cart-line-name')), `${what}: its name`).toBeNull();
      await expectClickable(page, item.getByRole('textbox'), `${what}: its field`);
      await expectClickable(page, item.getByRole('button', { name: /^Remover / }), `${what}: 'Remover'`);
    }
    // What follows the lines stays reachable too: the total and the way to pay.
    await expectInView(page, cart.getByTestId('cart-total'), `the total at ${size.width}×${size.height}`);
    await expectClickable(
      page,
      cart.getByRole('button', { name: /^(Gerar código Pix|Ir para o pagamento)$/ }),
      `the pay button at ${size.width}×${size.height}`,
    );
  }
}

/**
 * What a person waits for a file the browser makes (a PDF drawn on the page, a zip): longer than a
 * control, as a phone takes its time to draw one; two cores shared with other runs took over 30 s.
 */
export const DOWNLOAD_WAIT_MS = 120_000;

/**
 * `check` passed within `timeoutMs`, tried again every 100 ms: what a person sees settles after a
 * menu's fade, a dialog's slide or a list's refetch that replaces its rows, and a person waits for
 * it too, as long as for a control (the config's 30 s). Playwright's toPass reports the last failure.
 */
export async function eventually(check: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
  await expect(check).toPass({ timeout: timeoutMs, intervals: [100] });
}

/**
 * A notice that shows for a moment (a snackbar's 'Presente adicionado ao carrinho'), seen inside the
 * screen when `act` makes it appear: watched from before the act, and measured in the page the
 * moment it shows, so a slow machine that checks late does not find it gone.
 */
export async function seeNotice(page: Page, text: string, act: () => Promise<void>): Promise<void> {
  const shown = page.waitForFunction(
    (wanted) => {
      for (const element of document.querySelectorAll('body *')) {
        const own = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === wanted,
        );
        if (!own) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0) {
          return { ...rect.toJSON(), viewportWidth: innerWidth, viewportHeight: innerHeight };
        }
      }
      return null;
    },
    text,
    { polling: 'raf', timeout: 30_000 },
  );
  await act();
  const box = (await (await shown).jsonValue()) as {
    x: number;
    y: number;
    width: number;
    height: number;
    viewportWidth: number;
    viewportHeight: number;
  };
  expect(
    box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= box.viewportWidth + 1 &&
      box.y + box.height <= box.viewportHeight + 1,
    `the notice '${text}' inside the screen (${JSON.stringify(box)})`,
  ).toBe(true);
}

/** How a step names a control in a failure: Playwright's own description of the locator. */
function named(locator: Locator, what?: string): string {
  return what ?? String(locator);
}

/**
 * A person's tap: the control is first seen where it stands and reachable at its centre (not
 * under a layer, not in a list squeezed to nothing), then clicked. Every journey click goes
 * through here, so a control a person could not reach fails the step that relies on it.
 */
export async function tap(control: Locator, what?: string): Promise<void> {
  await control.waitFor({ state: 'visible' });
  await eventually(() => expectClickable(control.page(), control, named(control, what)));
  await control.click();
}

/** A person typing into a field: the field seen and reachable where it stands, then filled. */
export async function typeInto(input: Locator, value: string, what?: string): Promise<void> {
  await input.waitFor({ state: 'visible' });
  await eventually(() => expectClickable(input.page(), input, named(input, what)));
  await input.fill(value);
}

/** A person ticking a box or a choice: seen and reachable first, then checked. */
export async function tick(choice: Locator, what?: string): Promise<void> {
  await choice.waitFor({ state: 'attached' });
  // A styled checkbox or radio draws its own box over a hidden native input: what is seen and
  // tapped is the label around it (or the input itself when it is the one drawn).
  const label = choice.locator('xpath=ancestor::label[1]');
  const target = (await label.count()) > 0 ? label : choice;
  await eventually(() => expectInView(choice.page(), target, named(choice, what)));
  await choice.check();
}

/** The page is no wider than the viewport: a person never scrolls it sideways to read it. */
/**
 * Neither the page nor any box inside it that scrolls (a layout's content area, a table's frame)
 * is wider than it shows, and none is scrolled sideways (a box that clips its overflow still
 * scrolls to show a control the person, or a test, moved to: the left edge of everything then
 * goes out of sight): a person reads it without scrolling sideways. Stricter than
 * expectNoSidewaysScroll, which looks at the page alone; for screens meant to fit a phone whole.
 */
export async function expectNothingScrollsSideways(page: Page, what: string): Promise<void> {
  await eventually(async () => {
    const wider = await page.evaluate(() => {
      const boxes = [document.documentElement, ...document.body.querySelectorAll('*')].filter(
        (element) =>
          element === document.documentElement ||
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
      );
      const name = (element: Element) =>
        `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
      const scrolled = [...document.body.querySelectorAll('*')]
        .filter((element) => element.scrollLeft > 0)
        .map((element) => `${name(element)} scrolled ${element.scrollLeft} px sideways`);
      return [
        ...boxes
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => `${name(element)} ${element.scrollWidth} px in ${element.clientWidth}`),
        ...scrolled,
      ];
    });
    expect(wider, `${what}: boxes wider than they show`).toEqual([]);
  });
}

export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await eventually(async () => {
    const { scroll, client, widest } = await page.evaluate(() => {
      const root = document.documentElement;
      // The element reaching furthest right, named in a failure.
      let widest = '';
      let right = root.clientWidth;
      for (const element of document.body.querySelectorAll('*')) {
        const edge = element.getBoundingClientRect().right;
        if (edge > right + 1) {
          right = edge;
          widest = `${element.tagName.toLowerCase()} '${(element.textContent ?? '').trim().slice(0, 40)}'`;
        }
      }
      return { scroll: root.scrollWidth, client: root.clientWidth, widest };
    });
    expect(scroll, `${what}: ${scroll} px wide in a ${client} px view (${widest})`).toBeLessThanOrEqual(
      client,
    );
  });
}
