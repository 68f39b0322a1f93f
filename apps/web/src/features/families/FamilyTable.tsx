import { api, type InputOf, parent } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Space, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { ConfirmAction } from '../../components/ConfirmAction.tsx';
import { NoData } from '../../components/QueryState.tsx';
import { useGrants } from '../../resource/hooks.ts';

/** One parent–child link as the family tables show it. */
export interface FamilyRow {
  ParentId: number;
  StudentId: number;
  ParentName: string;
  StudentName: string;
  IsPrimary: boolean;
  MayPickUp: boolean;
  [more: string]: unknown;
}

/** The two ends of a parent–child link. */
export type LinkIds = InputOf<typeof api.parentUnbind>;

/**
 * The links of a family: the other side's columns (given by the screen), the primary-contact
 * and pick-up switches and unbinding, for roles granted Parents edit. Every change is the
 * server's to refuse (the last primary contact): its message is shown and the table reloads.
 */
export function FamilyTable({
  rows,
  loading,
  columns,
  onChanged,
  testId,
}: {
  rows: FamilyRow[];
  loading: boolean;
  columns: ColumnsType<FamilyRow>;
  onChanged: () => void;
  testId: string;
}) {
  const { t } = useTranslation('families');
  const canEdit = useGrants(parent)('Update');
  const change = useMutation({
    mutationFn: async (c: { kind: 'primary' | 'pickUp' | 'unbind'; ids: LinkIds; value?: boolean }) => {
      if (c.kind === 'unbind') await call(api.parentUnbind, c.ids);
      else if (c.kind === 'primary') await call(api.parentSetPrimary, { ...c.ids, IsPrimary: c.value === true });
      else await call(api.parentSetPickUp, { ...c.ids, MayPickUp: c.value === true });
      return c.kind;
    },
    onSuccess: (kind) => notify.success(t(kind === 'unbind' ? 'unbound' : 'saved')),
    onSettled: onChanged,
  });
  const ids = (r: FamilyRow): LinkIds => ({ ParentId: r.ParentId, StudentId: r.StudentId });
  const flag = (key: 'IsPrimary' | 'MayPickUp', kind: 'primary' | 'pickUp') => ({
    key,
    dataIndex: key,
    title: t(key === 'IsPrimary' ? 'primary' : 'mayPickUp'),
    render: (v: boolean, r: FamilyRow) => (
      <Switch
        checked={v}
        size="small"
        disabled={!canEdit || change.isPending}
        data-testid={`family-${kind}`}
        data-row-id={`${r.ParentId}-${r.StudentId}`}
        onChange={(value) => change.mutate({ kind, ids: ids(r), value })}
      />
    ),
  });
  const all: ColumnsType<FamilyRow> = [...columns, flag('IsPrimary', 'primary'), flag('MayPickUp', 'pickUp')];
  if (canEdit)
    all.push({
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, r: FamilyRow) => (
        <Space>
          <ConfirmAction
            title={t('confirmUnbind', { parent: r.ParentName, child: r.StudentName })}
            confirmText={t('unbind')}
            keepText={t('keepBound')}
            danger
            testId="family-unbind-confirm"
            onConfirm={() => change.mutateAsync({ kind: 'unbind', ids: ids(r) })}
          >
            <Button type="link" size="small" danger data-testid="family-unbind" data-row-id={`${r.ParentId}-${r.StudentId}`}>
              {t('unbind')}
            </Button>
          </ConfirmAction>
        </Space>
      ),
    });
  return (
    <Table<FamilyRow>
      data-testid={testId}
      rowKey={(r) => `${r.ParentId}-${r.StudentId}`}
      size="middle"
      columns={all}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({ 'data-row-id': `${r.ParentId}-${r.StudentId}` }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: <NoData /> }}
    />
  );
}
