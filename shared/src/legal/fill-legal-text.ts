/** The placeholders a legal text may hold; the default texts use both. */
export const LEGAL_PLACEHOLDERS = {
  dataController: '{{encarregado}}',
  retentionMonths: '{{meses_retencao}}',
} as const;

type LegalContext = {
  dataController: { name: string; email: string } | null;
  guestDataRetentionMonths: number;
};

/** How a text names the data controller: their name and e-mail, or the platform's support before one is set. */
export function dataControllerContact(dataController: LegalContext['dataController']): string {
  if (!dataController) return 'a equipe de atendimento da plataforma, pelos canais de contato do site';
  return `${dataController.name} (${dataController.email})`;
}

/**
 * A legal text as its readers see it: the placeholders replaced by the settings of this moment,
 * so the texts follow the settings without being rewritten when the encarregado or the retention
 * change. Unknown braces are left alone.
 */
export function fillLegalText(text: string, context: LegalContext): string {
  const months = context.guestDataRetentionMonths;
  return text
    .replaceAll(LEGAL_PLACEHOLDERS.dataController, dataControllerContact(context.dataController))
    .replaceAll(LEGAL_PLACEHOLDERS.retentionMonths, `${months} ${months === 1 ? 'mês' : 'meses'}`);
}

/** A legal text's blocks for the pages: '## ' headings, '- ' list items and paragraphs, in order. */
export type LegalBlock = { kind: 'heading' | 'paragraph' | 'item'; text: string };

export function legalTextBlocks(text: string): LegalBlock[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      if (line.startsWith('## ')) return { kind: 'heading', text: line.slice(3).trim() };
      if (line.startsWith('- ')) return { kind: 'item', text: line.slice(2).trim() };
      return { kind: 'paragraph', text: line };
    });
}
