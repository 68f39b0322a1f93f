import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { api, DAY_KIND, SCHOOL_LIST_QUERY, vacation, vacationTemplate, vacationTemplateItem } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Modal, Select, Space, Tabs, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { monthOf, QueryState, schoolToday, useDayKind, useMenuGrants } from '../../components/QueryState.tsx';
import { type Row, resourceCall } from '../../resource/api.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

const KIND_BG: Record<number, string | undefined> = {
  [DAY_KIND.Holiday]: '#fff1f0',
  [DAY_KIND.MakeUpDay]: '#e6f4ff',
  [DAY_KIND.Weekend]: 'rgba(0, 0, 0, 0.04)',
};

/** The school year a date falls in: from September. */
const schoolYearOf = (date: string) => {
  const y = Number(date.slice(0, 4));
  const first = Number(date.slice(5, 7)) >= 9 ? y : y - 1;
  return `${first}-${first + 1}`;
};

function useSchools() {
  return useQuery({
    queryKey: ['attendance', 'schools'],
    queryFn: () => call(api.selectSchoolList, { ...SCHOOL_LIST_QUERY }, { silent: true }),
    staleTime: 60_000,
  });
}

/**
 * /Teach/CheckList/Vacation: a school's calendar (holidays, make-up working days) with its month
 * view, the platform's templates and their entries, and the copy of a template into schools'
 * calendars for a school year.
 */
export default function VacationPage() {
  const { t } = useTranslation('attendance');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'calendar';
  const can = useMenuGrants(vacation.menu);
  const [copying, setCopying] = useState<{ templateId?: number } | null>(null);
  const open = (key: string, extra: Record<string, string> = {}) => setParams(new URLSearchParams({ tab: key, ...extra }));

  const templateActions = (row: Row) => (
    <>
      <Button
        type="link"
        size="small"
        onClick={() => open('entries', { VacationTemplateId: String(row.VacationTemplateId) })}
        data-testid="template-entries"
        data-row-id={String(row.VacationTemplateId)}
      >
        {t('entries')}
      </Button>
      {can('add') && (
        <Button
          type="link"
          size="small"
          onClick={() => setCopying({ templateId: Number(row.VacationTemplateId) })}
          data-testid="template-copy"
        >
          {t('copy')}
        </Button>
      )}
    </>
  );
  const copyButton = can('add') ? (
    <Button icon={<CopyOutlined />} onClick={() => setCopying({})} data-testid="vacation-copy-template">
      {t('copyTemplate')}
    </Button>
  ) : null;

  return (
    <>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => open(key)}
        items={[
          {
            key: 'calendar',
            label: <span data-testid="vacation-tab-calendar">{t('calendar')}</span>,
            children: <ResourcePage def={vacation} header={<MonthView />} toolbar={() => copyButton} />,
          },
          {
            key: 'templates',
            label: <span data-testid="vacation-tab-templates">{t('templates')}</span>,
            children: <ResourcePage def={vacationTemplate} rowActions={templateActions} toolbar={() => copyButton} />,
          },
          {
            key: 'entries',
            label: <span data-testid="vacation-tab-entries">{t('templateEntries')}</span>,
            children: <ResourcePage def={vacationTemplateItem} />,
          },
        ]}
      />
      <CopyDialog state={copying} onClose={() => setCopying(null)} />
    </>
  );
}

/** A school's month as its calendar has it: school days, weekends, holidays, make-up days. */
function MonthView() {
  const { t } = useTranslation('attendance');
  const dayKind = useDayKind();
  const schools = useSchools();
  const [schoolId, setSchoolId] = useState<number>();
  const [month, setMonth] = useState(monthOf(schoolToday()));
  const school = schoolId ?? schools.data?.[0]?.SchoolId;
  const cal = useQuery({
    queryKey: ['resource', vacation.name, 'calendar', school, month],
    queryFn: () => call(api.vacationCalendar, { SchoolId: school as number, Month: month }, { silent: true }),
    enabled: school != null,
  });
  const days = cal.data?.Days ?? [];
  const lead = days[0] ? (days[0].Weekday + 6) % 7 : 0; // weeks start on Monday
  const weekdays = [1, 2, 3, 4, 5, 6, 0];
  return (
    <Card
      size="small"
      title={cal.data ? `${t('monthView')} · ${t('schoolDays', { count: cal.data.SchoolDays })}` : t('monthView')}
      data-testid="vacation-month"
      extra={
        <Space wrap>
          <Select
            style={{ minWidth: 180 }}
            value={school}
            placeholder={t('chooseSchool')}
            options={(schools.data ?? []).map((s) => ({ value: s.SchoolId, label: s.SchoolName }))}
            onChange={(v: number) => setSchoolId(v)}
            data-testid="vacation-month-school"
          />
          <DatePicker
            picker="month"
            allowClear={false}
            value={dayjs(`${month}-01`)}
            onChange={(d: Dayjs | null) => d && setMonth(d.format('YYYY-MM'))}
          />
        </Space>
      }
    >
      <QueryState loading={cal.isPending && school != null} error={cal.error} retry={() => void cal.refetch()}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4, maxWidth: 560 }}>
          {weekdays.map((w) => (
            <div key={`h${w}`} style={{ textAlign: 'center', fontWeight: 600 }}>
              {t(`wd${w}`)}
            </div>
          ))}
          {lead > 0 && <div style={{ gridColumn: `span ${lead}` }} />}
          {days.map((d) => (
            <Tooltip key={d.Date} title={d.Name || dayKind(d.Kind)}>
              <div
                data-testid="vacation-day"
                data-date={d.Date}
                data-kind={d.Kind}
                style={{ textAlign: 'center', padding: '4px 0', borderRadius: 4, background: KIND_BG[d.Kind] }}
              >
                {Number(d.Date.slice(8))}
                <div style={{ fontSize: 11, minHeight: 16, overflow: 'hidden', whiteSpace: 'nowrap' }}>{d.Name}</div>
              </div>
            </Tooltip>
          ))}
        </div>
      </QueryState>
    </Card>
  );
}

interface CopyValues {
  VacationTemplateId: number;
  SchoolIds: number[];
  AcademicYear: string;
}

function CopyDialog({ state, onClose }: { state: { templateId?: number } | null; onClose: () => void }) {
  const { t } = useTranslation('attendance');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CopyValues>();
  const schools = useSchools();
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
    <Modal
      open={!!state}
      title={t('copyTemplate')}
      onCancel={onClose}
      okText={t('copy')}
      cancelText={t('cancel')}
      confirmLoading={copy.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'copy-template-ok' } as Record<string, string>}
    >
      <Form<CopyValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          VacationTemplateId: state?.templateId,
          SchoolIds: schools.data?.length === 1 ? [schools.data[0]?.SchoolId] : [],
          AcademicYear: current,
        }}
        onFinish={(v) => copy.mutate(v)}
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
      </Form>
    </Modal>
  );
}
