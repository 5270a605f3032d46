import type { TAuditLogEntry } from '@celebra/shared/api';
import PolicyIcon from '@mui/icons-material/Policy';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./AuditLogList'), 'AuditLogList'),
  icon: PolicyIcon,
  recordRepresentation: (entry: TAuditLogEntry) => `#${entry.id}`,
};
