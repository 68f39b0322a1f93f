import { auditLog } from '@kc/contract';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { Row } from '../../resource/api.ts';
import { useLang } from '../../resource/hooks.ts';
import { textOf } from '../../resource/model.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

type Render = (value: unknown, row: Row, index: number) => ReactNode;

/** The event's JSON detail, or null when it is not JSON (it always is, as writeAudit stores it). */
function parsed(text: unknown): Record<string, unknown> | null {
  try {
    const v = JSON.parse(String(text));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** One line of a detail for the list: `key: value · key: value` (nested values as JSON). */
function detailSummary(text: unknown): string {
  const v = parsed(text);
  if (!v) return String(text ?? '');
  return Object.entries(v)
    .map(([k, x]) => `${k}: ${typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x)}`)
    .join(' · ');
}

/** Events that are refusals stand out. */
const isFailure = (event: unknown) => /failure|disable/.test(String(event));

const adjust = (built: ColumnsType<Row>): ColumnsType<Row> =>
  built.map((c) => {
    const shown = (c as { render?: Render }).render;
    if (c.key === 'Event') {
      const render: Render = (value, row, index) => (
        <Tag color={isFailure(value) ? 'error' : 'default'}>{shown ? shown(value, row, index) : String(value)}</Tag>
      );
      return { ...c, render };
    }
    if (c.key === 'Detail') {
      const render: Render = (value) => (
        <Typography.Text style={{ maxWidth: 360 }} ellipsis={{ tooltip: detailSummary(value) }}>
          {detailSummary(value)}
        </Typography.Text>
      );
      return { ...c, ellipsis: false, render };
    }
    return c;
  });

/**
 * /Client/AuditLog: the security events (sign-ins, role switches, password and mobile changes,
 * grant and account changes, exports), read-only, for the super admin. The detail view shows
 * the event's JSON in full.
 */
export default function AuditLogPage() {
  const lang = useLang();
  return (
    <ResourcePage
      def={auditLog}
      columns={adjust}
      detailExtra={(row) => [
        {
          key: 'DetailJson',
          label: textOf(auditLog.fields.Detail.label, lang),
          children: (
            <pre data-testid="audit-detail-json" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(parsed(row.Detail) ?? row.Detail, null, 2)}
            </pre>
          ),
        },
      ]}
    />
  );
}
