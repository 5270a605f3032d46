/**
 * /audit-log, 'Auditoria': the decisions about money and access (payouts concluded, refunds,
 * statuses set by hand, settings, accounts and events turned on or off, passwords, payout
 * destinations), newest first, with who made them and the values before and after, masked.
 */
import type { TAuditLogEntry } from '@celebra/shared/api';
import { formatDateTime } from '@celebra/shared/format';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTOR_KIND_LABELS,
  AUDIT_ENTITY_LABELS,
  auditActionLabel,
} from '@celebra/shared/messages';
import { Box } from '@mui/material';
import type { FilterField } from '../common/FilterPanel';
import { ListPage } from '../common/ListPage';
import type { CsvColumn } from '../common/list-csv';
import { RecordLink } from '../common/RecordLink';
import { auditEntityPath } from '../common/record-paths';
import { Col, Table } from '../common/Table';
import { parsePathId } from '../common/use-path-record';
import { formatAuditChange } from './format-audit-change';

const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';
const fields = 'resources.audit-log.fields';

const FILTERS: FilterField[] = [
  {
    source: 'action',
    label: `${fields}.action`,
    type: 'select',
    choices: Object.entries(AUDIT_ACTION_LABELS).map(([id, name]) => ({ id, name })),
  },
  {
    source: 'entityType',
    label: `${fields}.entityType`,
    type: 'select',
    choices: Object.entries(AUDIT_ENTITY_LABELS).map(([id, name]) => ({ id, name })),
  },
  { source: 'entityId', label: `${fields}.entityId` },
  {
    source: 'actorKind',
    label: `${fields}.actorKind`,
    type: 'select',
    choices: Object.entries(AUDIT_ACTOR_KIND_LABELS).map(([id, name]) => ({ id, name })),
  },
  { source: 'actorId', label: `${fields}.actorId`, type: 'number' },
  { source: 'startDate', label: 'celebra.filter.startDate', type: 'date' },
  { source: 'endDate', label: 'celebra.filter.endDate', type: 'date' },
];

function entityOf(entry: TAuditLogEntry): string {
  const name = AUDIT_ENTITY_LABELS[entry.entityType] ?? entry.entityType;
  return entry.entityId === null ? name : `${name} #${entry.entityId}`;
}

/** The log's CSV: the columns shown, the changes one per line within their field. */
const AUDIT_CSV: CsvColumn<TAuditLogEntry>[] = [
  { header: 'Quando', value: (entry) => formatDateTime(entry.createdAt, { timeZone: PLATFORM_TIME_ZONE }) },
  { header: 'Quem', value: (entry) => entry.actorLabel },
  { header: 'Ação', value: (entry) => auditActionLabel(entry.action) },
  { header: 'O quê', value: entityOf },
  {
    header: 'Antes → depois',
    value: (entry) => formatAuditChange(entry.before, entry.after, entry.entityType).join('\n'),
  },
];

export function AuditLogList() {
  return (
    <ListPage
      title="resources.audit-log.name"
      errorText="celebra.errors.fetchAuditLog"
      filters={FILTERS}
      exportCsv={{ columns: AUDIT_CSV, fileName: 'auditoria' }}
    >
      <Table>
        <Col<TAuditLogEntry>
          label={`${fields}.createdAt`}
          render={(entry) => formatDateTime(entry.createdAt, { timeZone: PLATFORM_TIME_ZONE })}
        />
        <Col<TAuditLogEntry> label={`${fields}.actor`} render={(entry) => entry.actorLabel} />
        <Col<TAuditLogEntry>
          label={`${fields}.action`}
          phonePrimary
          render={(entry) => auditActionLabel(entry.action)}
        />
        <Col<TAuditLogEntry>
          label={`${fields}.entity`}
          render={(entry) => {
            const path = auditEntityPath(entry.entityType, parsePathId(entry.entityId ?? undefined) ?? null);
            return path ? <RecordLink to={path}>{entityOf(entry)}</RecordLink> : entityOf(entry);
          }}
        />
        <Col<TAuditLogEntry>
          label={`${fields}.change`}
          render={(entry) => (
            <Box component="span" sx={{ display: 'block', fontSize: '0.85em', whiteSpace: 'pre-line' }}>
              {formatAuditChange(entry.before, entry.after, entry.entityType).join('\n')}
            </Box>
          )}
        />
      </Table>
    </ListPage>
  );
}
