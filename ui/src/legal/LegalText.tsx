import type { TGuestsGetLegalResponse } from '@celebra/shared/api';
import { type LegalBlock, legalTextBlocks } from '@celebra/shared/legal';
import { LEGAL_TEXTS } from '@celebra/shared/messages';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

type TSection = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Consecutive items become one list, so a screen reader announces "list, 4 items". */
function sections(blocks: LegalBlock[]): TSection[] {
  const out: TSection[] = [];
  for (const block of blocks) {
    const last = out.at(-1);
    if (block.kind !== 'item') out.push({ kind: block.kind, text: block.text });
    else if (last?.kind === 'list') last.items.push(block.text);
    else out.push({ kind: 'list', items: [block.text] });
  }
  return out;
}

/**
 * The privacy policy or the terms of use as served by GET /api/guests/legal, drawn heading by
 * heading, paragraph by paragraph and list by list: the administrator's text is never HTML.
 * Then the data controller's contact. Shared by the event site's and the host app's pages.
 */
export function LegalText({
  text,
  dataController,
  version,
}: Pick<TGuestsGetLegalResponse, 'dataController' | 'version'> & { text: string }) {
  return (
    <article>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {LEGAL_TEXTS.version(version)}
      </Typography>
      {sections(legalTextBlocks(text)).map((section, index) => {
        const key = `${index}-${section.kind}`;
        if (section.kind === 'heading')
          return (
            <Typography key={key} variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              {section.text}
            </Typography>
          );
        if (section.kind === 'list')
          return (
            <Typography key={key} component="ul" sx={{ pl: 3, mt: 0, mb: 1.5 }}>
              {section.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a static text's items, never reordered
                <li key={itemIndex}>{item}</li>
              ))}
            </Typography>
          );
        return (
          <Typography key={key} component="p" sx={{ mb: 1.5 }}>
            {section.text}
          </Typography>
        );
      })}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {LEGAL_TEXTS.dataControllerHeading}
      </Typography>
      {dataController ? (
        <Typography component="p">
          {dataController.name} — <Link href={`mailto:${dataController.email}`}>{dataController.email}</Link>
        </Typography>
      ) : (
        <Typography component="p">{LEGAL_TEXTS.dataControllerMissing}</Typography>
      )}
    </article>
  );
}
