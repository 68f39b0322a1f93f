import { Checkbox, List, Pagination, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Row } from './api.ts';
import type { ColumnSpec } from './model.ts';
import { type ActionList, RowActions } from './RowActions.tsx';

export interface ListCardsProps {
  rows: readonly Row[];
  idOf: (row: Row) => number;
  nameOf: (row: Row) => string;
  /** The key fields under the name (the definition's `card`). */
  fields: readonly ColumnSpec[];
  cell: (c: ColumnSpec, row: Row) => ReactNode;
  actionsOf: (row: Row) => ActionList;
  loading: boolean;
  empty: ReactNode;
  /** Selection for bulk actions, when the list offers them. */
  selection?: { selected: readonly number[]; onChange: (ids: number[]) => void; allowed: (row: Row) => boolean };
  paging: { current: number; pageSize: number; total: number; onChange: (page: number, size: number) => void; totalText: ReactNode };
}

/**
 * A list under the breakpoint: one card per row with the record's name, two or three key
 * fields and its actions in a menu (touch targets of 44 px), then the pager.
 */
export function ListCards({ rows, idOf, nameOf, fields, cell, actionsOf, loading, empty, selection, paging }: ListCardsProps) {
  return (
    <div data-testid="resource-cards">
      <List<Row>
        loading={loading}
        dataSource={[...rows]}
        locale={{ emptyText: empty }}
        rowKey={(row) => idOf(row)}
        renderItem={(row) => {
          const id = idOf(row);
          const name = nameOf(row);
          return (
            <List.Item data-testid="resource-card" data-row-id={id} style={{ alignItems: 'flex-start', gap: 8, paddingInline: 0 }}>
              {selection && (
                <Checkbox
                  aria-label={name}
                  style={{ minWidth: 24, minHeight: 44, alignItems: 'center' }}
                  disabled={!selection.allowed(row)}
                  checked={selection.selected.includes(id)}
                  onChange={(e) =>
                    selection.onChange(e.target.checked ? [...selection.selected, id] : selection.selected.filter((x) => x !== id))
                  }
                />
              )}
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text
                  strong
                  ellipsis
                  data-testid="resource-card-title"
                  style={{ display: 'block', fontSize: 16, lineHeight: '28px' }}
                >
                  {name}
                </Typography.Text>
                <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 8, rowGap: 2 }}>
                  {fields.map((c) => (
                    <div key={c.key} style={{ display: 'contents' }} data-col={c.key}>
                      <dt style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{c.title}</dt>
                      <dd style={{ margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{cell(c, row)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
              <RowActions actions={actionsOf(row)} rowId={id} name={name} compact />
            </List.Item>
          );
        }}
      />
      <Pagination
        style={{ marginTop: 12, textAlign: 'center' }}
        simple
        current={paging.current}
        pageSize={paging.pageSize}
        total={paging.total}
        onChange={paging.onChange}
        showTotal={() => paging.totalText}
      />
    </div>
  );
}
