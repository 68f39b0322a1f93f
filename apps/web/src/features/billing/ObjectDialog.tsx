import { api } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { AvatarUpload } from '../../components/AvatarUpload.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { Row } from '../../resource/api.ts';

interface Values {
  Reason: string;
  Attachment?: string;
}

/** The attachment: a picture uploaded through Upload/Image, kept as the path it answers. */
function AttachmentField({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const { t } = useTranslation('billing');
  return (
    <AvatarUpload
      src={value ?? null}
      onUploaded={(path) => onChange?.(path)}
      size={72}
      testId="bill-object-attachment"
      photo={{ upload: t('uploadAttachment'), change: t('changeAttachment'), alt: t('attachment') }}
    />
  );
}

/** The school objects to a bill (SchoolBillDissent/Raise): the reason and an optional picture; the bill is disputed until the review. */
export function ObjectDialog({ bill, onClose, onDone }: { bill: Row | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('billing');
  const save = useMutation({
    mutationFn: (v: Values) =>
      call(api.schoolBillDissentRaise, { BillId: Number(bill?.BillId), Reason: v.Reason.trim(), Attachment: v.Attachment ?? '' }),
    onSuccess: () => {
      notify.success(t('objected'));
      onDone();
      onClose();
    },
  });
  return (
    <FormDialog<Values>
      open={bill != null}
      title={t('objectTitle', { month: String(bill?.BillMonth ?? '') })}
      okText={t('object')}
      onClose={onClose}
      save={save}
      testId="bill-object-dialog"
      okTestId="bill-object-ok"
    >
      <Form.Item name="Reason" label={t('reason')} rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}>
        <Input.TextArea maxLength={500} rows={3} data-testid="bill-object-reason" />
      </Form.Item>
      <Form.Item name="Attachment" label={t('attachment')}>
        <AttachmentField />
      </Form.Item>
    </FormDialog>
  );
}
