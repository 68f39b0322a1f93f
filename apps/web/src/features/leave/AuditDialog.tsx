import { api } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import type { Row } from '../../resource/api.ts';

/**
 * The audit of a pending leave: approve it, or reject it with a remark (the two decisions are
 * the dialog's buttons; a rejection without a remark is refused here before it is sent).
 */
export function AuditDialog({ row, onClose, onDone }: { row: Row | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('leave');
  const [form] = Form.useForm<{ AuditRemark?: string }>();
  const audit = useMutation({
    mutationFn: (approved: boolean) =>
      call(api.leaveAudit, {
        LeaveId: Number(row?.LeaveId),
        Approved: approved,
        AuditRemark: (form.getFieldValue('AuditRemark') ?? '').trim(),
      }),
    onSuccess: (r, approved) => {
      notify.success(approved ? t('approved', { count: r.MarkedDays }) : t('rejected'));
      onDone();
      onClose();
    },
  });
  const decide = async (approved: boolean) => {
    // A rejection needs a remark: checked here before it is sent (the server checks it too).
    form.setFields([{ name: 'AuditRemark', errors: [] }]);
    const remark = String(form.getFieldValue('AuditRemark') ?? '').trim();
    if (!approved && !remark) {
      form.setFields([{ name: 'AuditRemark', errors: [t('rejectNeedsRemark')] }]);
      return;
    }
    audit.mutate(approved);
  };
  return (
    <Modal
      open={!!row}
      title={row ? t('auditTitle', { name: row.StudentName }) : ''}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('cancel')}
        </Button>,
        <Button
          key="reject"
          danger
          loading={audit.isPending && audit.variables === false}
          onClick={() => void decide(false)}
          data-testid="leave-reject"
        >
          {t('reject')}
        </Button>,
        <Button
          key="approve"
          type="primary"
          loading={audit.isPending && audit.variables === true}
          onClick={() => void decide(true)}
          data-testid="leave-approve"
        >
          {t('approve')}
        </Button>,
      ]}
    >
      <p>
        {String(row?.StartDate ?? '')} – {String(row?.EndDate ?? '')} · {String(row?.Reason ?? '')}
      </p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="AuditRemark" label={t('auditRemark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="leave-audit-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
