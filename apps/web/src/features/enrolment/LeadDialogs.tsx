import {
  api,
  CUSTOMER_MANUAL_STAGES,
  CUSTOMER_STAGE,
  CUSTOMER_STAGE_OPTIONS,
  GENDER_OPTIONS,
  type InputOf,
  PARENT_RELATION_OPTIONS,
  STUDENT_NEW_STATUSES,
  STUDENT_STATUS_OPTIONS,
  schoolClass,
} from '@kc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSelectOptions } from '../../components/useOptionText.ts';
import { type Row, resourceCall } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';
import { useRefreshLeads } from './leadsQueries.ts';

interface StageValues {
  Stage: number;
  LostReason?: string;
}

/** Customer/ChangeStage: a stage set by hand; lost asks its reason. */
export function StageDialog({ lead, onClose }: { lead: Row; onClose: () => void }) {
  const { t } = useTranslation('enrolment');
  const selectOptions = useSelectOptions();
  const refresh = useRefreshLeads();
  const [form] = Form.useForm<StageValues>();
  const stage = Form.useWatch('Stage', form);
  const save = useMutation({
    mutationFn: (v: StageValues) =>
      call(api.customerChangeStage, {
        CustomerId: Number(lead.CustomerId),
        Stage: v.Stage,
        LostReason: v.Stage === CUSTOMER_STAGE.Lost ? (v.LostReason ?? '').trim() : '',
      } as InputOf<typeof api.customerChangeStage>),
    onSuccess: () => {
      notify.success(t('stageChanged'));
      refresh();
      onClose();
    },
  });
  return (
    <FormDialog<StageValues>
      open
      form={form}
      title={t('changeStage')}
      onClose={onClose}
      save={save}
      initialValues={{ Stage: Number(lead.Stage) === CUSTOMER_STAGE.Contracted ? undefined : Number(lead.Stage) }}
      testId="customer-stage-dialog"
      okTestId="customer-stage-submit"
    >
      <Form.Item name="Stage" label={t('stage')} rules={[{ required: true, message: t('chooseStage') }]}>
        <Select
          options={selectOptions(CUSTOMER_STAGE_OPTIONS.filter((o) => CUSTOMER_MANUAL_STAGES.includes(Number(o.value))))}
          data-testid="customer-stage-select"
        />
      </Form.Item>
      {stage === CUSTOMER_STAGE.Lost && (
        <Form.Item
          name="LostReason"
          label={t('lostReason')}
          rules={[{ required: true, whitespace: true, message: t('lostReasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={200} data-testid="customer-lost-reason" />
        </Form.Item>
      )}
    </FormDialog>
  );
}

interface SignValues {
  ClassId: number;
  Gender?: number;
  Birthday?: Dayjs;
  EnrolDate?: Dayjs;
  Status?: number;
  Relation?: number;
}

/**
 * Customer/Sign: the lead's child into a class of its school, with the lead's parent as primary
 * contact; asks only what the lead lacks (gender, birthday) beside the class.
 */
export function SignDialog({ lead, onClose }: { lead: Row; onClose: () => void }) {
  const { t } = useTranslation('enrolment');
  const selectOptions = useSelectOptions();
  const refresh = useRefreshLeads();
  const schoolId = Number(lead.SchoolId);
  // The classes of the lead's school (the Class picker would list every school of the user's).
  const classes = useQuery({
    queryKey: [...resourceKey(schoolClass.name), 'of-school', schoolId],
    queryFn: () => resourceCall(schoolClass, 'SelectPage', { SchoolId: schoolId, State: 0, cur_page: 1, size: 100 }, { silent: true }),
  });
  const options = (classes.data?.list ?? []).map((c) => ({ value: Number(c.ClassId), label: String(c.ClassName) }));
  const needsGender = !lead.Gender;
  const needsBirthday = !lead.ChildBirthday;
  const save = useMutation({
    mutationFn: (v: SignValues) =>
      call(api.customerSign, {
        CustomerId: Number(lead.CustomerId),
        ClassId: v.ClassId,
        Gender: v.Gender,
        Birthday: v.Birthday?.format('YYYY-MM-DD'),
        EnrolDate: v.EnrolDate?.format('YYYY-MM-DD'),
        Status: v.Status,
        Relation: v.Relation,
      } as InputOf<typeof api.customerSign>),
    onSuccess: () => {
      notify.success(t('signed', { name: String(lead.ChildName) }));
      refresh();
      onClose();
    },
  });
  return (
    <FormDialog<SignValues>
      open
      title={t('signTitle', { name: String(lead.ChildName) })}
      header={<p style={{ marginTop: 0 }}>{t('signHint')}</p>}
      onClose={onClose}
      save={save}
      okText={t('sign')}
      testId="customer-sign-dialog"
      okTestId="customer-sign-submit"
    >
      <Form.Item name="ClassId" label={t('className')} rules={[{ required: true, message: t('chooseClass') }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={classes.isPending}
          options={options}
          placeholder={t('chooseClass')}
          data-testid="customer-sign-class"
        />
      </Form.Item>
      {needsGender && (
        <Form.Item name="Gender" label={t('gender')} rules={[{ required: true }]}>
          <Select options={selectOptions(GENDER_OPTIONS)} data-testid="customer-sign-gender" />
        </Form.Item>
      )}
      {needsBirthday && (
        <Form.Item name="Birthday" label={t('birthday')} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} data-testid="customer-sign-birthday" />
        </Form.Item>
      )}
      <Form.Item name="Relation" label={t('relation')}>
        <Select allowClear options={selectOptions(PARENT_RELATION_OPTIONS)} data-testid="customer-sign-relation" />
      </Form.Item>
      <Form.Item name="Status" label={t('status')}>
        <Select
          allowClear
          options={selectOptions(STUDENT_STATUS_OPTIONS.filter((o) => STUDENT_NEW_STATUSES.includes(Number(o.value))))}
          data-testid="customer-sign-status"
        />
      </Form.Item>
      <Form.Item name="EnrolDate" label={t('enrolDate')}>
        <DatePicker style={{ width: '100%' }} data-testid="customer-sign-enrol-date" />
      </Form.Item>
    </FormDialog>
  );
}
