import { api } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import type { Row } from '../../resource/api.ts';

/**
 * The class teacher's decision on a pending instruction: confirm it (its doses become due) or
 * reject it with a remark (checked here before it is sent; the server checks it too).
 */
export function DecideDialog({ row, onClose, onDone }: { row: Row | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('entrust');
  const [form] = Form.useForm<{ Remark?: string }>();
  const decide = useMutation({
    mutationFn: (confirm: boolean) => {
      const input = { ParentEntrustId: Number(row?.ParentEntrustId), Remark: String(form.getFieldValue('Remark') ?? '').trim() };
      return confirm ? call(api.parentEntrustConfirm, input) : call(api.parentEntrustReject, input);
    },
    onSuccess: (_, confirm) => {
      notify.success(confirm ? t('confirmed') : t('rejectedDone'));
      onDone();
      onClose();
    },
  });
  const submit = (confirm: boolean) => {
    form.setFields([{ name: 'Remark', errors: [] }]);
    if (!confirm && !String(form.getFieldValue('Remark') ?? '').trim()) {
      form.setFields([{ name: 'Remark', errors: [t('rejectNeedsRemark')] }]);
      return;
    }
    decide.mutate(confirm);
  };
  return (
    <Modal
      open={!!row}
      title={row ? t('decideTitle', { name: row.StudentName }) : ''}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="keep" onClick={onClose}>
          {t('keep')}
        </Button>,
        <Button
          key="reject"
          danger
          loading={decide.isPending && decide.variables === false}
          onClick={() => submit(false)}
          data-testid="entrust-reject"
        >
          {t('reject')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          loading={decide.isPending && decide.variables === true}
          onClick={() => submit(true)}
          data-testid="entrust-confirm"
        >
          {t('confirm')}
        </Button>,
      ]}
    >
      <p>
        {String(row?.StartDate ?? '')} – {String(row?.EndDate ?? '')} · {String(row?.Details ?? '')}
      </p>
      {row?.MedicineName ? (
        <p>
          {String(row.MedicineName)} · {String(row.Dose ?? '')} · {Array.isArray(row.DoseTimes) ? row.DoseTimes.join(' ') : ''}
        </p>
      ) : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="Remark" label={t('remark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="entrust-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
