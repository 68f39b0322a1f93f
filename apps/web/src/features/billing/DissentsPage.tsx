import { api, DISSENT_STATE, schoolBillDissent, schoolJoinBill } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { Row } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { yuanToCents } from '../../resource/model.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { RemarkDialog } from './RemarkDialog.tsx';

/** Accepting an objection: the bill's adjusted amount (yuan in the form, cents on the wire). */
function AcceptDialog({ row, onClose, onDone }: { row: Row | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('billing');
  const save = useMutation({
    mutationFn: (v: { Amount: number }) =>
      call(api.schoolBillDissentReview, { DissentId: Number(row?.DissentId), Accepted: true, AdjustedAmount: yuanToCents(v.Amount) ?? 0 }),
    onSuccess: () => {
      notify.success(t('accepted'));
      onDone();
      onClose();
    },
  });
  return (
    <FormDialog<{ Amount: number }>
      open={row != null}
      title={t('acceptTitle', { month: String(row?.BillMonth ?? '') })}
      okText={t('accept')}
      onClose={onClose}
      save={save}
      testId="dissent-accept-dialog"
      okTestId="dissent-accept-ok"
      initialValues={{ Amount: row ? Number(row.BillAmount) / 100 : undefined }}
    >
      <Form.Item name="Amount" label={t('adjustedAmount')} rules={[{ required: true, message: t('amountRequired') }]}>
        <InputNumber min={0} max={10_000_000_000} precision={2} style={{ width: '100%' }} data-testid="dissent-accept-amount" />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * /SchoolJoin/SchoolBillDissent: the objections to bills (a school sees its own); the platform
 * accepts one with the adjusted amount (the bill takes it and is confirmed) or rejects it with a
 * remark (the bill goes back to its state before).
 */
export default function DissentsPage() {
  const { t } = useTranslation('billing');
  const can = useMenuGrants(schoolBillDissent.menu);
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState<Row | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['resource', schoolBillDissent.name] });
    void queryClient.invalidateQueries({ queryKey: ['resource', schoolJoinBill.name] });
  };
  const pending = (row: Row) => row.State === DISSENT_STATE.Pending && can('audit');
  return (
    <>
      <ResourcePage
        def={schoolBillDissent}
        rowActions={(row) => [
          pending(row) && { key: 'accept', label: t('accept'), testId: 'dissent-accept', onClick: () => setAccepting(row) },
          pending(row) && { key: 'reject', label: t('reject'), testId: 'dissent-reject', danger: true, onClick: () => setRejecting(row) },
          typeof row.Attachment === 'string' &&
            row.Attachment !== '' && {
              key: 'attachment',
              label: t('viewAttachment'),
              testId: 'dissent-attachment',
              onClick: () => window.open(String(row.Attachment), '_blank', 'noopener'),
            },
        ]}
      />
      <AcceptDialog row={accepting} onClose={() => setAccepting(null)} onDone={refresh} />
      <RemarkDialog
        open={rejecting != null}
        title={t('rejectTitle', { month: String(rejecting?.BillMonth ?? '') })}
        okText={t('reject')}
        onClose={() => setRejecting(null)}
        testId="dissent-reject-dialog"
        onSave={async (remark) => {
          await call(api.schoolBillDissentReview, { DissentId: Number(rejecting?.DissentId), Accepted: false, AuditRemark: remark });
          notify.success(t('objectionRejected'));
          refresh();
        }}
      />
    </>
  );
}
