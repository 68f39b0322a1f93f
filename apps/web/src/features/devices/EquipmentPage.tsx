import {
  api,
  DEFAULT_THRESHOLDS,
  EQUIPMENT_BINDABLE,
  EQUIPMENT_STATE,
  EQUIPMENT_VIEWS,
  type EquipmentType,
  type EquipmentView,
  equipmentView,
} from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import type { Row } from '../../resource/api.ts';
import { resourceKey, useGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';
import { BIND_ACTIONS, BindDialog, type Binding } from './BindDialog.tsx';
import { EquipmentHistory } from './EquipmentHistory.tsx';
import { SecretDialog } from './SecretDialog.tsx';

type Render = (value: unknown, row: Row, index: number) => ReactNode;

/** The battery column with a battery at or below the catalogue's low-battery threshold in red (a school's own rule may differ: its warnings tell). */
const markLowBattery = (built: ColumnsType<Row>): ColumnsType<Row> =>
  built.map((c) => {
    if (c.key !== 'Battery') return c;
    const shown = (c as { render?: Render }).render;
    const render: Render = (value, row, index) => {
      const text = shown ? shown(value, row, index) : String(value ?? '');
      if (value == null || Number(value) > DEFAULT_THRESHOLDS.BatteryPercent) return text;
      return (
        <Typography.Text type="danger" strong data-testid="device-low-battery">
          {text}
        </Typography.Text>
      );
    };
    return { ...c, render };
  });

/**
 * One screen of the EquipmentList group: Equipment through the resource engine, narrowed to a
 * view (the devices of one type, the fields that type needs), with what devices need beyond the
 * standard actions: the secret shown once after registering, binding (to a child, a staff member
 * or a room, as the type allows), unbinding, a new secret, and the History in the detail.
 */
export function EquipmentPage({ view, header }: { view: EquipmentView; header?: ReactNode }) {
  const { t } = useTranslation('devices');
  const def = useMemo(() => equipmentView(view), [view]);
  const type = EQUIPMENT_VIEWS[view].type as EquipmentType | null;
  const fixed = useMemo(() => (type == null ? undefined : { Type: type }), [type]);
  const can = useGrants(def);
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<{ serial: string; secret: string } | null>(null);
  const [binding, setBinding] = useState<Binding | null>(null);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKey('Equipment') });
  const unbind = useMutation({
    mutationFn: (id: number) => call(api.equipmentUnbind, { EquipmentId: id }),
    onSuccess: () => {
      notify.success(t('unbound'));
      refresh();
    },
  });
  const rotate = useMutation({
    mutationFn: (row: Row) => call(api.equipmentRotateSecret, { EquipmentId: Number(row.EquipmentId) }),
    onSuccess: (answer, row) => setSecret({ serial: String(row.SerialNo), secret: answer.Secret }),
  });

  const rowActions = (row: Row): ActionList => {
    if (!can('Update')) return [];
    const id = Number(row.EquipmentId);
    const serial = String(row.SerialNo);
    const retired = row.State === EQUIPMENT_STATE.Retired;
    const kinds = EQUIPMENT_BINDABLE[(type ?? row.Type) as EquipmentType] ?? [];
    return [
      ...kinds.map(
        (boundType) =>
          !retired && {
            key: `bind-${boundType}`,
            label: t(BIND_ACTIONS[boundType].action),
            testId: `device-${BIND_ACTIONS[boundType].action}`,
            onClick: () => setBinding({ equipmentId: id, serial, boundType }),
          },
      ),
      row.BoundType != null && {
        key: 'unbind',
        label: t('unbind'),
        testId: 'device-unbind',
        confirm: { title: t('unbindConfirm', { serial }), cancelText: t('keepBinding'), testId: 'device-unbind-confirm' },
        onClick: () => unbind.mutateAsync(id),
      },
      {
        key: 'secret',
        label: t('newSecret'),
        testId: 'device-new-secret',
        confirm: { title: t('newSecretConfirm', { serial }), cancelText: t('keepSecret'), testId: 'device-new-secret-confirm' },
        onClick: () => rotate.mutateAsync(row),
      },
    ];
  };

  return (
    <>
      <ResourcePage
        def={def}
        fixed={fixed}
        columns={markLowBattery}
        header={header}
        rowActions={rowActions}
        onAdded={(answer, sent) => {
          if (typeof answer.Secret === 'string') setSecret({ serial: String(sent.SerialNo ?? ''), secret: answer.Secret });
        }}
        detailExtra={(row) => [
          { key: 'history', label: t('history'), children: <EquipmentHistory equipmentId={Number(row.EquipmentId)} /> },
        ]}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <BindDialog binding={binding} onClose={() => setBinding(null)} />
    </>
  );
}
