import { api, DAY_KIND, vacation } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Select, Space, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { monthOf, schoolToday } from '../../lib/schoolTime.ts';
import { useSchoolList } from '../schools/useSchoolList.ts';
import { useDayKind, useWeekday } from './useDayKind.ts';

const KIND_BG: Record<number, string | undefined> = {
  [DAY_KIND.Holiday]: '#fff1f0',
  [DAY_KIND.MakeUpDay]: '#e6f4ff',
  [DAY_KIND.Weekend]: 'rgba(0, 0, 0, 0.04)',
};

/** A school's month as its calendar has it: school days, weekends, holidays, make-up days. */
export function MonthView() {
  const weekday = useWeekday();
  const { t } = useTranslation('calendar');
  const dayKind = useDayKind();
  const schools = useSchoolList();
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
            aria-label={t('chooseSchool')}
            data-testid="vacation-month-school"
          />
          <DatePicker
            picker="month"
            allowClear={false}
            value={dayjs(`${month}-01`)}
            onChange={(d: Dayjs | null) => d && setMonth(d.format('YYYY-MM'))}
            aria-label={t('monthView')}
          />
        </Space>
      }
    >
      <QueryState block testId="attendance" loading={cal.isPending && school != null} error={cal.error} retry={() => void cal.refetch()}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4, maxWidth: 560 }}>
          {weekdays.map((w) => (
            <div key={`h${w}`} style={{ textAlign: 'center', fontWeight: 600 }}>
              {weekday(w)}
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
