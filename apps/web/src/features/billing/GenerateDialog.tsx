import { api } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useRefs } from '../../resource/hooks.ts';

interface Values {
  Month: Dayjs;
  SchoolId?: number;
}

/**
 * The month's bills (SchoolJoinBill/Generate): every school with a contract in force that month,
 * or one school (`single`: the create dialog, the school required). A bill not paid nor disputed
 * is regenerated; the answer says how many were made and kept.
 */
export function GenerateDialog({
  open,
  single,
  onClose,
  onDone,
}: {
  open: boolean;
  single: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('billing');
  const refs = useRefs(['School']);
  const save = useMutation({
    mutationFn: (v: Values) =>
      call(api.schoolJoinBillGenerate, { Month: v.Month.format('YYYY-MM'), ...(v.SchoolId ? { SchoolId: v.SchoolId } : {}) }),
    onSuccess: (r) => {
      notify.success(`${t('generated', { count: r.Generated })}${r.Kept ? ` · ${t('kept', { count: r.Kept })}` : ''}`);
      onDone();
      onClose();
    },
  });
  const prefix = single ? 'bill-create' : 'bill-generate';
  return (
    <FormDialog<Values>
      open={open}
      title={single ? t('createTitle') : t('generateTitle')}
      okText={single ? t('createBill') : t('generate')}
      onClose={onClose}
      save={save}
      testId={`${prefix}-dialog`}
      okTestId={`${prefix}-ok`}
      initialValues={{ Month: dayjs().subtract(1, 'month').startOf('month') }}
    >
      <Form.Item name="Month" label={t('month')} rules={[{ required: true, message: t('monthRequired') }]}>
        <DatePicker picker="month" style={{ width: '100%' }} data-testid={`${prefix}-month`} aria-label={t('month')} />
      </Form.Item>
      <Form.Item name="SchoolId" label={t('school')} rules={single ? [{ required: true, message: t('schoolRequired') }] : []}>
        <Select
          showSearch
          allowClear={!single}
          optionFilterProp="label"
          placeholder={single ? undefined : t('allSchools')}
          options={refs.School?.options ?? []}
          loading={refs.School?.loading}
          data-testid={`${prefix}-school`}
          aria-label={t('school')}
        />
      </Form.Item>
    </FormDialog>
  );
}
