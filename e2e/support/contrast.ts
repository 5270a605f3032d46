/**
 * Contrast as the browser paints it: each checked element's computed text colour against the
 * nearest opaque background colour up its tree (a translucent text colour blended over it first),
 * with the WCAG 2.x ratio. Large text (24px, or 18.66px bold) needs 3:1, other text 4.5:1.
 */
import type { Page } from '@playwright/test';

export type Measured = {
  what: string;
  text: string;
  color: string;
  background: string;
  ratio: number;
  min: number;
};

/**
 * Measures, in the page, the top bar's title, every enabled contained and outlined button, and
 * every element whose own text is a price ('R$').
 */
export function measureContrast(page: Page): Promise<Measured[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const luminance = ([red, green, blue]: Rgba) => {
      const [r, g, b] = [red, green, blue].map((channel) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const backgroundOf = (element: Element): Rgba => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const background = parse(getComputedStyle(node).backgroundColor);
        if (background[3] === 1) return background;
      }
      return [255, 255, 255, 1];
    };
    const measure = (what: string, element: Element) => {
      const style = getComputedStyle(element);
      const background = backgroundOf(element);
      const [red, green, blue, alpha] = parse(style.color);
      const blend = (channel: number, under: number) => channel * alpha + under * (1 - alpha);
      const color: Rgba = [
        blend(red, background[0]),
        blend(green, background[1]),
        blend(blue, background[2]),
        1,
      ];
      const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a) as [
        number,
        number,
      ];
      const size = Number.parseFloat(style.fontSize);
      const isLarge = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      return {
        what,
        text: (element.textContent ?? '').trim().slice(0, 40),
        color: style.color,
        background: `rgb(${background.slice(0, 3).join(', ')})`,
        ratio: (light + 0.05) / (dark + 0.05),
        min: isLarge ? 3 : 4.5,
      };
    };
    const measured = [];
    for (const title of document.querySelectorAll('.MuiAppBar-root .MuiToolbar-root > p'))
      measured.push(measure('barra do topo', title));
    for (const button of document.querySelectorAll('.MuiButton-contained, .MuiButton-outlined'))
      if (!(button as HTMLButtonElement).disabled && !button.classList.contains('Mui-disabled'))
        measured.push(
          measure(button.classList.contains('MuiButton-contained') ? 'botão' : 'botão vazado', button),
        );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.includes('R$') && node.parentElement)
        measured.push(measure('preço', node.parentElement));
    return measured;
  });
}
