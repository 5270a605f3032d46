/**
 * The accessibility part of a Lighthouse report: the category's score and the audits that fail,
 * each with the CSS selectors of the elements it names, so that whoever fixes them finds them.
 */
import type { Result } from 'lighthouse';

export type FailingAudit = {
  id: string;
  title: string;
  /** The failing elements, as Lighthouse names them (none for page-wide ones). */
  elements: FailingElement[];
};

export type FailingElement = {
  selector: string;
  /** Its text or accessible name, which tells apart elements of the same selector. */
  label: string;
  /** Axe's explanation (the contrast ratio found and the colours, for color-contrast). */
  explanation: string;
};

export type AccessibilityFindings = {
  /** 0–100. */
  score: number;
  failing: FailingAudit[];
};

type DetailItem = {
  node?: { selector?: string; nodeLabel?: string; explanation?: string };
  subItems?: { items?: DetailItem[] };
};

function elementsOf(items: DetailItem[]): FailingElement[] {
  const found: FailingElement[] = [];
  for (const { node, subItems } of items) {
    if (node?.selector)
      found.push({
        selector: node.selector,
        label: node.nodeLabel ?? '',
        explanation: node.explanation ?? '',
      });
    if (subItems?.items) found.push(...elementsOf(subItems.items));
  }
  return found;
}

/** The accessibility score and failing audits of `report` (run with the accessibility category). */
export function readAccessibility(report: Result): AccessibilityFindings {
  const category = report.categories.accessibility;
  if (!category || typeof category.score !== 'number')
    throw new Error('The Lighthouse report has no accessibility score.');
  const failing: FailingAudit[] = [];
  for (const { id } of category.auditRefs) {
    const audit = report.audits[id];
    // Informative and manual audits have no score; not-applicable ones have none either.
    if (!audit || audit.score === null || audit.score >= 1) continue;
    const details = audit.details as { items?: DetailItem[] } | undefined;
    failing.push({ id, title: audit.title, elements: elementsOf(details?.items ?? []) });
  }
  return { score: Math.round(category.score * 100), failing };
}
