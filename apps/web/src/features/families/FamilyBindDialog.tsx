import { api } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Checkbox, Form, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { LinkIds } from './FamilyTable.tsx';

interface BindValues {
  Picked?: number;
  IsPrimary: boolean;
  MayPickUp: boolean;
}

/**
 * Binds a parent and a child with the link flags (Parent/Bind). The screen gives the picker of
 * the other side (a `Select`, wired as the form's required `Picked` field) and which ids the
 * picked value makes.
 */
export function FamilyBindDialog({
  open,
  title,
  pickLabel,
  pickMessage,
  picker,
  link,
  hint,
  onClose,
  onDone,
}: {
  open: boolean;
  title: string;
  pickLabel: string;
  pickMessage: string;
  picker: ReactNode;
  link: (picked: number) => LinkIds;
  hint?: ReactNode;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('families');
  const bind = useMutation({
    mutationFn: (v: BindValues) => call(api.parentBind, { ...link(Number(v.Picked)), IsPrimary: v.IsPrimary, MayPickUp: v.MayPickUp }),
    onSuccess: () => {
      notify.success(t('bound'));
      onDone();
      onClose();
    },
  });
  return (
    <FormDialog<BindValues>
      open={open}
      title={title}
      onClose={onClose}
      save={bind}
      okText={t('bind')}
      okTestId="family-bind-submit"
      initialValues={{ IsPrimary: false, MayPickUp: true }}
    >
      <Form.Item name="Picked" label={pickLabel} rules={[{ required: true, message: pickMessage }]}>
        {picker}
      </Form.Item>
      <Space size="large">
        <Form.Item name="IsPrimary" valuePropName="checked" noStyle>
          <Checkbox data-testid="family-bind-primary">{t('primary')}</Checkbox>
        </Form.Item>
        <Form.Item name="MayPickUp" valuePropName="checked" noStyle>
          <Checkbox data-testid="family-bind-pickup">{t('mayPickUp')}</Checkbox>
        </Form.Item>
      </Space>
      {hint && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {hint}
        </Typography.Paragraph>
      )}
    </FormDialog>
  );
}
