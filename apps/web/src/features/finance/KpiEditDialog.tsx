import { api } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';

export interface KpiTarget {
  SchoolId: number;
  SchoolName: string;
  Month: string;
  Enrolment: number | null;
  /** Cents. */
  Revenue: number | null;
  AttendanceRate: number | null;
  Satisfaction: number | null;
}

interface Values {
  Enrolment?: number | null;
  /** Yuan in the form. */
  Revenue?: number | null;
  AttendanceRate?: number | null;
  Satisfaction?: number | null;
}

const orNull = (v: number | null | undefined) => (v == null ? null : v);

/** The school KPI edit dialog: a school's targets of a month, each optional (none: no target). */
export function KpiEditDialog({ target, onClose }: { target: KpiTarget | null; onClose: () => void }) {
  const { t } = useTranslation('finance');
  const { t: common } = useTranslation('common');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (v: Values) =>
      call(api.schoolKpiSave, {
        SchoolId: target?.SchoolId as number,
        Month: target?.Month as string,
        Enrolment: orNull(v.Enrolment),
        Revenue: v.Revenue == null ? null : Math.round(v.Revenue * 100),
        AttendanceRate: orNull(v.AttendanceRate),
        Satisfaction: orNull(v.Satisfaction),
      }),
    onSuccess: () => {
      notify.success(t('saved'));
      void queryClient.invalidateQueries({ queryKey: ['finance'] });
      onClose();
    },
  });
  return (
    <FormDialog<Values>
      open={!!target}
      title={target ? `${t('editKpi')} · ${t('editKpiOf', { school: target.SchoolName, month: target.Month })}` : ''}
      onClose={onClose}
      save={save}
      okText={common('save')}
      testId="kpi-dialog"
      okTestId="kpi-save"
      initialValues={
        target
          ? {
              Enrolment: target.Enrolment,
              Revenue: target.Revenue == null ? null : target.Revenue / 100,
              AttendanceRate: target.AttendanceRate,
              Satisfaction: target.Satisfaction,
            }
          : undefined
      }
    >
      <Form.Item name="Enrolment" label={t('targetEnrolment')}>
        <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} data-testid="kpi-enrolment" />
      </Form.Item>
      <Form.Item name="Revenue" label={t('targetRevenue')}>
        <InputNumber min={0} max={100_000_000} precision={2} style={{ width: '100%' }} data-testid="kpi-revenue" />
      </Form.Item>
      <Form.Item name="AttendanceRate" label={t('targetAttendanceRate')}>
        <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} data-testid="kpi-attendance" />
      </Form.Item>
      <Form.Item name="Satisfaction" label={t('targetSatisfaction')}>
        <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} data-testid="kpi-satisfaction" />
      </Form.Item>
    </FormDialog>
  );
}
