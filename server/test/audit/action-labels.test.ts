import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@celebra/shared/messages';
import { describe, expect, it } from 'vitest';

const DOMAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/domain');

/** Every `action: '…'` and `entityType: '…'` literal of the files that record audit rows. */
function recordedCodes(): { actions: string[]; entities: string[] } {
  const files = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  const actions = new Set<string>();
  const entities = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(DOMAIN, file), 'utf8');
    if (!text.includes('recordAudit') && !text.includes('recordSettingsChange')) continue;
    for (const match of text.matchAll(/\baction: '([a-z.-]+)'/g)) actions.add(match[1] as string);
    for (const match of text.matchAll(/\bactive \? '([a-z.-]+)' : '([a-z.-]+)'/g)) {
      actions.add(match[1] as string);
      actions.add(match[2] as string);
    }
    for (const match of text.matchAll(/\bentityType: '([a-z_]+)'/g)) entities.add(match[1] as string);
  }
  return { actions: [...actions].sort(), entities: [...entities].sort() };
}

describe('the audit log in the back office', () => {
  it('names in Portuguese every action and entity the server records', () => {
    const { actions, entities } = recordedCodes();
    expect(actions.length).toBeGreaterThanOrEqual(10);
    expect(actions.filter((action) => !(action in AUDIT_ACTION_LABELS))).toEqual([]);
    expect(entities.filter((entity) => !(entity in AUDIT_ENTITY_LABELS))).toEqual([]);
  });
});
