import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The platform's audit of a pending record (a VIP refund, an income withdrawal): approve, or
 * reject with a remark (checked here before it is sent; the server checks it too).
 */
export function AuditDialog({
  title,
  open,
  testId,
  onClose,
  onDecide,
}: {
  title: string;
  open: boolean;
  testId: string;
  onClose: () => void;
  onDecide: (approved: boolean, remark: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('income');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<{ AuditRemark?: string }>();
  const [pending, setPending] = useState<boolean | null>(null);
  const decide = async (approved: boolean) => {
    form.setFields([{ name: 'AuditRemark', errors: [] }]);
    const remark = String(form.getFieldValue('AuditRemark') ?? '').trim();
    if (!approved && !remark) {
      form.setFields([{ name: 'AuditRemark', errors: [t('rejectNeedsRemark')] }]);
      return;
    }
    setPending(approved);
    try {
      await onDecide(approved, remark);
      onClose();
    } finally {
      setPending(null);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {tc('cancel')}
        </Button>,
        <Button key="reject" danger loading={pending === false} onClick={() => void decide(false)} data-testid={`${testId}-reject`}>
          {t('reject')}
        </Button>,
        <Button key="approve" type="primary" loading={pending === true} onClick={() => void decide(true)} data-testid={`${testId}-approve`}>
          {t('approve')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="AuditRemark" label={t('auditRemark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={3} maxLength={200} showCount data-testid={`${testId}-remark`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
