/** Photos for the upload steps, drawn by the browser itself (no image files in the repository). */
import type { BrowserContext } from '@playwright/test';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A JPEG of `width`×`height`: a two-colour gradient with a caption, like a real photo's weight. */
export async function drawPhoto(
  context: BrowserContext,
  options: { name: string; width: number; height: number; caption: string; from: string; to: string },
): Promise<UploadFile> {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: options.width, height: options.height });
    await page.setContent(`<body style="margin:0;height:100vh;display:flex;align-items:center;
      justify-content:center;background:linear-gradient(135deg,${options.from},${options.to});
      font:600 ${Math.round(options.height / 7)}px Georgia,serif;color:#fff">${options.caption}</body>`);
    const buffer = await page.screenshot({ type: 'jpeg', quality: 85 });
    return { name: options.name, mimeType: 'image/jpeg', buffer };
  } finally {
    await page.close();
  }
}
