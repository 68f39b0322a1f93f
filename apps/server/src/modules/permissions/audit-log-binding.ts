import type { auditLog } from '@kc/contract';
import { sql } from 'kysely';
import type { ResourceBinding } from '../../resource/index.ts';

/**
 * AuditLog (/Client/AuditLog) on audit_log, read-only: rows are written by writeAudit only.
 * The table has its own create_time and no other audit columns; Detail (jsonb) is answered as
 * its JSON text, so lists, the detail view and exports show it as written.
 */
export const auditLogBinding: ResourceBinding<typeof auditLog> = {
  table: 'auditLog',
  audit: false,
  computed: { Detail: (alias) => sql`${sql.ref(`${alias}.detail`)}::text` },
};
