import { api } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { useMenuGrants } from '../../resource/hooks.ts';
import { useSchools } from '../diet/menuScope.ts';

type Values = Omit<Parameters<typeof call<typeof api.contractSettingSave>>[1], 'SchoolId'>;

/**
 * /Market/ContractPreference: a school's contract settings (its own, else the defaults): the
 * contract number prefix, the leave-refund rule of the per-day items, the percent of a refund's
 * unused part paid back. A park admin edits their school's, the platform any school's.
 */
export default function ContractSettingsPage() {
  const { t } = useTranslation('contracts');
  const { t: tc } = useTranslation('common');
  const can = useMenuGrants('ContractPreference');
  const { schools } = useSchools();
  const [picked, setSchool] = useState<number>();
  const schoolId = picked ?? schools[0]?.value;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const setting = useQuery({
    queryKey: ['contracts', 'setting', schoolId],
    queryFn: () => call(api.contractSettingGet, { SchoolId: schoolId as number }, { silent: true }),
    enabled: schoolId != null,
  });
  const save = useMutation({
    mutationFn: (v: Values) => call(api.contractSettingSave, { ...v, SchoolId: schoolId as number }),
    onSuccess: (data) => {
      queryClient.setQueryData(['contracts', 'setting', schoolId], data);
      notify.success(t('settingsSaved'));
    },
  });
  const editable = can('edit');
  return (
    <Card title={t('settingsTitle')} data-testid="contract-settings">
      <Space direction="vertical" style={{ width: '100%', maxWidth: 560 }}>
        <Select
          aria-label={t('school')}
          style={{ width: '100%', maxWidth: 280 }}
          value={schoolId}
          onChange={setSchool}
          options={schools}
          showSearch
          optionFilterProp="label"
          data-testid="settings-school"
        />
        <Loaded
          query={setting}
          render={(s) => (
            <>
              {!s.Saved && <Alert type="info" showIcon title={t('settingsDefaults')} data-testid="settings-defaults" />}
              <Form<Values>
                key={s.SchoolId}
                form={form}
                layout="vertical"
                initialValues={s}
                disabled={!editable}
                onFinish={(v) => save.mutate(v)}
                data-testid="settings-form"
              >
                <Form.Item
                  name="ContractNoPrefix"
                  label={t('contractNoPrefix')}
                  rules={[{ required: true }, { pattern: /^[A-Za-z0-9]{1,8}$/, message: t('prefixRule') }]}
                >
                  <Input maxLength={8} data-testid="settings-prefix" />
                </Form.Item>
                <Form.Item
                  name="LeaveRefundDays"
                  label={t('leaveRefundDays')}
                  extra={t('leaveRefundDaysHelp')}
                  rules={[{ required: true }]}
                >
                  <InputNumber min={0} max={31} precision={0} style={{ width: 160 }} data-testid="settings-leave-days" />
                </Form.Item>
                <Form.Item name="LeaveRefundPercent" label={t('leaveRefundPercent')} rules={[{ required: true }]}>
                  <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: 160 }} data-testid="settings-leave-percent" />
                </Form.Item>
                <Form.Item name="RefundPercent" label={t('refundPercent')} extra={t('refundPercentHelp')} rules={[{ required: true }]}>
                  <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: 160 }} data-testid="settings-refund-percent" />
                </Form.Item>
                <Form.Item name="HolidaysExcluded" label={t('holidaysExcluded')} valuePropName="checked">
                  <Switch aria-label={t('holidaysExcluded')} data-testid="settings-holidays" />
                </Form.Item>
                {editable && (
                  <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
                    {tc('save')}
                  </Button>
                )}
              </Form>
            </>
          )}
        />
      </Space>
    </Card>
  );
}
