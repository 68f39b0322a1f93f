import { api, LEAVE_STATE, leave } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import type { Row } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage, type RowAction } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';
import { AuditDialog } from './AuditDialog.tsx';

/** As the server rules: only a pending leave is edited; an approved one is cancelled before it is deleted. */
const leaveAllows = (row: Row, action: RowAction) =>
  action === 'Update' ? Number(row.State) === LEAVE_STATE.Pending : Number(row.State) !== LEAVE_STATE.Approved;

/** Leave and the register both change on an audit: their queries start with these keys. */
const LEAVE_KEYS = [
  ['resource', leave.name],
  ['resource', 'Attendance'],
];

/**
 * /Teach/CheckList/FreeManage: children's leave from its definition (search, list, add / edit a
 * pending leave, export), with the workflow on each row: approve or reject a pending leave (a
 * rejection needs a remark; approval marks its school days as leave in the register), and cancel
 * a pending or approved one (the marked days are taken back).
 */
export default function LeavePage() {
  const { t } = useTranslation('leave');
  const can = useMenuGrants(leave.menu);
  const queryClient = useQueryClient();
  const [auditing, setAuditing] = useState<Row | null>(null);
  const refresh = () => {
    for (const key of LEAVE_KEYS) void queryClient.invalidateQueries({ queryKey: key });
  };
  const cancel = useMutation({
    mutationFn: (id: number) => call(api.leaveCancel, { LeaveId: id }),
    onSuccess: (r) => {
      notify.success(t('leaveCancelled', { count: r.UnmarkedDays }));
      refresh();
    },
  });

  const rowActions = (row: Row): ActionList => {
    const id = Number(row.LeaveId);
    const state = Number(row.State);
    return [
      can('audit') &&
        state === LEAVE_STATE.Pending && {
          key: 'audit',
          label: `${t('approve')} / ${t('reject')}`,
          testId: 'leave-audit',
          onClick: () => setAuditing(row),
        },
      can('edit') &&
        (state === LEAVE_STATE.Pending || state === LEAVE_STATE.Approved) && {
          key: 'cancel',
          label: t('cancelLeave'),
          testId: 'leave-cancel',
          danger: true,
          confirm: { title: t('confirmCancel'), cancelText: t('keepLeave'), testId: 'leave-cancel-confirm' },
          onClick: () => cancel.mutateAsync(id),
        },
    ];
  };

  return (
    <>
      <ResourcePage def={leave} rowActions={rowActions} rowCan={leaveAllows} />
      <AuditDialog row={auditing} onClose={() => setAuditing(null)} onDone={refresh} />
    </>
  );
}
