import { api } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { Row } from '../../resource/api.ts';
import { useRefreshChildren } from './childrenQueries.ts';

const DATE = 'YYYY-MM-DD';

/** Sets or ends a child's VIP (Student/SetVip): schools with the premium contract only (the server says so otherwise). */
export function VipDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('students');
  const refresh = useRefreshChildren();
  const current = row?.VipExpireTime ? dayjs(String(row.VipExpireTime)) : null;
  const save = useMutation({
    mutationFn: (until: Dayjs | null) =>
      call(api.studentSetVip, { Ids: [Number(row?.StudentId)], VipExpireTime: until ? until.endOf('day').format() : null }),
    onSuccess: (_, until) => {
      notify.success(t(until ? 'vipSaved' : 'vipCleared'));
      refresh();
      onClose();
    },
  });
  return (
    <FormDialog<{ VipExpireTime: Dayjs }, Dayjs | null>
      open={row != null}
      title={t('vipTitle', { name: row?.StudentName ?? '' })}
      onClose={onClose}
      save={save}
      input={(v) => v.VipExpireTime}
      initialValues={{ VipExpireTime: current ?? dayjs().add(1, 'year') }}
      testId="students-vip-dialog"
      okTestId="students-vip-submit"
      header={<Alert type="info" showIcon title={t('vipOnlyPremium')} style={{ marginBottom: 16 }} />}
      extraButtons={
        current && (
          <Button danger onClick={() => save.mutate(null)} loading={save.isPending} data-testid="students-vip-clear">
            {t('vipClear')}
          </Button>
        )
      }
    >
      <Form.Item name="VipExpireTime" label={t('vipUntil')} rules={[{ required: true, message: t('required') }]}>
        <DatePicker style={{ width: '100%' }} format={DATE} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
      </Form.Item>
    </FormDialog>
  );
}
