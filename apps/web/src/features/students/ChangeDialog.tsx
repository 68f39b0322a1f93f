import { STUDENT_CHANGE_KIND, STUDENT_CHANGE_KIND_OPTIONS, STUDENT_CHANGE_RULES, studentChange } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSelectOptions } from '../../components/useOptionText.ts';
import { type Row, resourceCall } from '../../resource/api.ts';
import { classSelect, useClassOptions, useRefreshChildren } from './childrenQueries.ts';

const DATE = 'YYYY-MM-DD';

interface ChangeValues {
  Kind: number;
  ChangeDate: Dayjs;
  ToClassId?: number;
  Reason?: string;
}

/** Applies one change to a child (StudentChange/Add): only the kinds the child's status allows are offered. */
export function ChangeDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('students');
  const selectOptions = useSelectOptions();
  const refresh = useRefreshChildren();
  const [form] = Form.useForm<ChangeValues>();
  const kind = Form.useWatch('Kind', form);
  const classes = useClassOptions(row?.ClassId as number | null | undefined);
  const kinds = STUDENT_CHANGE_KIND_OPTIONS.filter((o) => STUDENT_CHANGE_RULES[Number(o.value)]?.from.includes(Number(row?.Status)));
  const save = useMutation({
    mutationFn: (v: ChangeValues) =>
      resourceCall(studentChange, 'Add', {
        StudentId: Number(row?.StudentId),
        Kind: v.Kind,
        ChangeDate: v.ChangeDate.format(DATE),
        ...(v.Kind === STUDENT_CHANGE_KIND.Transfer ? { ToClassId: v.ToClassId } : {}),
        ...(v.Reason?.trim() ? { Reason: v.Reason.trim() } : {}),
      }),
    onSuccess: () => {
      notify.success(t('changed'));
      refresh();
      onClose();
    },
  });
  return (
    <FormDialog<ChangeValues>
      open={row != null}
      title={t('changeTitle', { name: row?.StudentName ?? '' })}
      onClose={onClose}
      save={save}
      form={form}
      initialValues={{ ChangeDate: dayjs() }}
      testId="students-change-dialog"
      okTestId="students-change-submit"
    >
      <Form.Item name="Kind" label={t('kind')} rules={[{ required: true, message: t('required') }]}>
        <Select options={selectOptions(kinds)} data-testid="students-change-kind" />
      </Form.Item>
      {kind === STUDENT_CHANGE_KIND.Transfer && (
        <Form.Item name="ToClassId" label={t('toClass')} rules={[{ required: true, message: t('chooseClass') }]}>
          <Select {...classSelect} loading={classes.loading} options={classes.options} data-testid="students-change-class" />
        </Form.Item>
      )}
      <Form.Item name="ChangeDate" label={t('changeDate')} rules={[{ required: true, message: t('required') }]}>
        <DatePicker style={{ width: '100%' }} format={DATE} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="Reason" label={t('reason')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
