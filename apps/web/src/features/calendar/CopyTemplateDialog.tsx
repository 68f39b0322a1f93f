import { api, vacation, vacationTemplate } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { schoolToday } from '../../lib/schoolTime.ts';
import { resourceCall } from '../../resource/api.ts';
import { useSchoolList } from '../schools/useSchoolList.ts';

/** The school year a date falls in: from September. */
const schoolYearOf = (date: string) => {
  const y = Number(date.slice(0, 4));
  const first = Number(date.slice(5, 7)) >= 9 ? y : y - 1;
  return `${first}-${first + 1}`;
};

interface CopyValues {
  VacationTemplateId: number;
  SchoolIds: number[];
  AcademicYear: string;
}

/** Copies a template's entries into schools' calendars for a school year (Vacation/CopyTemplate). */
export function CopyTemplateDialog({ state, onClose }: { state: { templateId?: number } | null; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const queryClient = useQueryClient();
  const schools = useSchoolList();
  const templates = useQuery({
    queryKey: ['resource', vacationTemplate.name, 'SelectList'],
    queryFn: () => resourceCall(vacationTemplate, 'SelectList', {}, { silent: true }),
    enabled: !!state,
  });
  const copy = useMutation({
    mutationFn: (v: CopyValues) => call(api.vacationCopyTemplate, v),
    onSuccess: (r) => {
      notify.success(t('copied', { copied: r.Copied, skipped: r.Skipped }));
      void queryClient.invalidateQueries({ queryKey: ['resource', vacation.name] });
      onClose();
    },
  });
  const current = schoolYearOf(schoolToday());
  const first = Number(current.slice(0, 4));
  const years = [first - 1, first, first + 1].map((y) => `${y}-${y + 1}`);
  return (
    <FormDialog<CopyValues>
      open={!!state}
      title={t('copyTemplate')}
      onClose={onClose}
      save={copy}
      okText={t('copy')}
      okTestId="copy-template-ok"
      initialValues={{
        VacationTemplateId: state?.templateId,
        SchoolIds: schools.data?.length === 1 ? [schools.data[0]?.SchoolId] : [],
        AcademicYear: current,
      }}
    >
      <Form.Item name="VacationTemplateId" label={t('template')} rules={[{ required: true, message: t('required') }]}>
        <Select
          loading={templates.isPending}
          options={(templates.data ?? []).map((o) => ({ value: o.Value, label: o.Label }))}
          data-testid="copy-template"
        />
      </Form.Item>
      <Form.Item name="SchoolIds" label={t('schools')} rules={[{ required: true, message: t('required') }]}>
        <Select
          mode="multiple"
          loading={schools.isPending}
          options={(schools.data ?? []).map((s) => ({ value: s.SchoolId, label: s.SchoolName }))}
          data-testid="copy-schools"
        />
      </Form.Item>
      <Form.Item
        name="AcademicYear"
        label={t('academicYear')}
        extra={t('academicYearHint')}
        rules={[{ required: true, message: t('required') }]}
      >
        <Select options={years.map((y) => ({ value: y, label: y }))} data-testid="copy-year" />
      </Form.Item>
    </FormDialog>
  );
}
