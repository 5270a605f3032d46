/**
 * Lighthouse's accessibility category on the pages a signed-in person opens first: the host
 * dashboard's home (the demo host) and the admin panel's dashboard (the demo administrator), each
 * at Lighthouse's default mobile emulation, as the guest site's page is measured. The section
 * puts them beside the guest page's findings (from that page's own run), one target each.
 */
import type { Section } from '../report';
import { target } from '../report';
import { type AccessibilityFindings, readAccessibility } from './read-accessibility';
import { runLighthouseReport } from './run-lighthouse';
import { signInDemoAdmin, signInDemoHost } from './sign-in-storage';

export type PageAccessibility = { page: string; findings: AccessibilityFindings };

/** The host dashboard's home and the admin dashboard, each signed in through the API. */
export async function measureSignedInPages(
  platformUrl: string,
  log: (line: string) => void,
): Promise<PageAccessibility[]> {
  const { port } = new URL(platformUrl);
  const pages = [
    { page: 'host dashboard /', url: `http://users.localhost:${port}/`, signIn: signInDemoHost },
    { page: 'admin dashboard /', url: `http://admin.localhost:${port}/`, signIn: signInDemoAdmin },
  ];
  const measured: PageAccessibility[] = [];
  for (const { page, url, signIn } of pages) {
    log(`lighthouse: ${url} (signed in)`);
    const storage = await signIn(platformUrl);
    const report = await runLighthouseReport(url, { categories: ['accessibility'], storage });
    // A page that answered with the sign-in form instead would be measured as something else.
    if (report.finalDisplayedUrl !== url)
      throw new Error(`Lighthouse on ${url} ended on ${report.finalDisplayedUrl}: not signed in?`);
    measured.push({ page, findings: readAccessibility(report) });
  }
  return measured;
}

/** Each failing audit and the elements it names, for the bench's log. */
export function logFindings(pages: PageAccessibility[], log: (line: string) => void): void {
  for (const { page, findings } of pages) {
    log(`accessibility ${page}: ${findings.score}`);
    for (const audit of findings.failing) {
      log(`  ${audit.id} (${audit.title})${audit.elements.length === 0 ? ': the whole page' : ''}`);
      for (const { selector, label, explanation } of audit.elements) {
        const why = explanation.replace(/\s+/g, ' ').trim();
        log(`    ${selector} "${label}"${why ? ` — ${why}` : ''}`);
      }
    }
  }
}

export function accessibilitySection(pages: PageAccessibility[]): Section {
  return {
    title: 'Accessibility (Lighthouse)',
    setup:
      "Lighthouse 12's accessibility category (axe-core) at its default mobile emulation, Debian's Chromium, headless: the demo event page of the guest site (in the performance run above), the host dashboard's home signed in as the demo host, the admin dashboard signed in as the demo administrator (each session put in the browser's localStorage from an API login before the page loads). The bench's log lists the elements each failing audit names.",
    table: [
      ['page', 'accessibility', 'failing audits'],
      ...pages.map(({ page, findings }) => [
        page,
        String(findings.score),
        findings.failing.map((audit) => audit.id).join(', ') || '—',
      ]),
    ],
    targets: pages.map(({ page, findings }) =>
      target(`Lighthouse accessibility, ${page}`, findings.score, 100, String, true),
    ),
  };
}
