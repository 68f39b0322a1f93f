import { type ResourceDef, WARNING_LEVEL, WARNING_LEVEL_OPTIONS, WARNING_STATE, warningEvent } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionText } from '../../components/useOptionText.ts';
import type { Row } from '../../resource/api.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';
import { MoveDialog, type WarningMove } from './MoveDialog.tsx';
import { OPEN_COUNT_KEY } from './warningViews.ts';

const LEVEL_COLOR: Record<number, string> = {
  [WARNING_LEVEL.Info]: 'blue',
  [WARNING_LEVEL.Warning]: 'orange',
  [WARNING_LEVEL.Critical]: 'red',
};

/**
 * The warnings (WarningEvent), of every type or narrowed to one (`def` and `fixed`), each
 * row offering the move its state allows to a role granted to edit them: a new one is
 * acknowledged, an acknowledged one closed as handled or as a false alarm. The level is a
 * coloured tag.
 */
export function WarningList({ def = warningEvent, fixed }: { def?: ResourceDef; fixed?: Record<string, unknown> }) {
  const { t } = useTranslation('alerts');
  const text = useOptionText();
  const can = useMenuGrants(warningEvent.menu);
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<{ row: Row; move: WarningMove } | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: resourceKey(warningEvent.name) });
    void queryClient.invalidateQueries({ queryKey: OPEN_COUNT_KEY });
  };
  const action = (row: Row, move: WarningMove) => ({
    key: move,
    label: t(move),
    testId: `warning-${move}`,
    danger: move === 'falseAlarm',
    onClick: () => setMoving({ row, move }),
  });
  const rowActions = (row: Row): ActionList => {
    if (!can('edit')) return [];
    const state = Number(row.State);
    if (state === WARNING_STATE.New) return [action(row, 'acknowledge')];
    if (state === WARNING_STATE.Acknowledged) return [action(row, 'handle'), action(row, 'falseAlarm')];
    return [];
  };
  const columns = (built: ColumnsType<Row>): ColumnsType<Row> =>
    built.map((c) =>
      c.key === 'Level'
        ? {
            ...c,
            render: (value: unknown): ReactNode => (
              <Tag color={LEVEL_COLOR[Number(value)]} data-testid="warning-level">
                {text(WARNING_LEVEL_OPTIONS, value)}
              </Tag>
            ),
          }
        : c,
    );
  return (
    <>
      <ResourcePage def={def} fixed={fixed} rowActions={rowActions} columns={columns} />
      <MoveDialog row={moving?.row ?? null} move={moving?.move ?? 'acknowledge'} onClose={() => setMoving(null)} onDone={refresh} />
    </>
  );
}
