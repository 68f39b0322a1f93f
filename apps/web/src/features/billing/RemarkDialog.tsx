import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog.tsx';

/** A dialog asking for a remark before a refusal (a rejection, a termination): the remark is required. */
export function RemarkDialog({
  open,
  title,
  okText,
  onClose,
  onSave,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  okText: string;
  onClose: () => void;
  onSave: (remark: string) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation('billing');
  const save = useMutation({
    mutationFn: (v: { Remark: string }) => onSave(v.Remark.trim()),
    onSuccess: onClose,
  });
  return (
    <FormDialog<{ Remark: string }>
      open={open}
      title={title}
      okText={okText}
      onClose={onClose}
      save={save}
      testId={testId}
      okTestId={`${testId}-ok`}
    >
      <Form.Item name="Remark" label={t('remark')} rules={[{ required: true, whitespace: true, message: t('remarkRequired') }]}>
        <Input.TextArea maxLength={200} rows={3} data-testid={`${testId}-remark`} />
      </Form.Item>
    </FormDialog>
  );
}
