import { attendance, GRADE_OPTIONS } from '@kc/contract';
import { Card, DatePicker, Select, Space, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { monthOf, schoolToday } from '../../lib/schoolTime.ts';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { DayPanel } from './DayPanel.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import { RateTab } from './RateTab.tsx';
import { classOptions, defaultClassOf, useClasses } from './register.ts';

/**
 * /Teach/CheckList/Kaoqin: the children's register. A class × days grid of the month (coloured
 * status cells, the school's holidays and make-up days shaded and named), the day panel below
 * it (check-in and check-out with time, method, temperature and pick-up person; bulk marking),
 * the attendance-rate report, and the records list with its export.
 */
export default function AttendancePage() {
  const { t } = useTranslation('attendance');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'register';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      data-testid="kaoqin-tabs"
      // The class stays chosen from tab to tab (the rate report and the records follow it).
      onChange={(key) => change({ tab: key }, { keep: ['ClassId'] })}
      items={[
        { key: 'register', label: <span data-testid="kaoqin-tab-register">{t('register')}</span>, children: <RegisterTab /> },
        { key: 'rate', label: <span data-testid="kaoqin-tab-rate">{t('rateReport')}</span>, children: <RateTab /> },
        {
          key: 'records',
          label: <span data-testid="kaoqin-tab-records">{t('records')}</span>,
          children: <ResourcePage def={attendance} />,
        },
      ]}
    />
  );
}

/** The register: a class and month, its grid, the chosen day below it. */
function RegisterTab() {
  const { t } = useTranslation('attendance');
  const text = useOptionText();
  const [params, change] = useUrlQuery();
  const classes = useClasses();
  const today = schoolToday();
  const classId = Number(params.get('ClassId')) || defaultClassOf(classes.data);
  const month = /^\d{4}-\d{2}$/.test(params.get('Month') ?? '') ? (params.get('Month') as string) : monthOf(today);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('Date') ?? '')
    ? (params.get('Date') as string)
    : month === monthOf(today)
      ? today
      : `${month}-01`;
  const set = (changes: Record<string, string | undefined>) => change(changes, { replace: true });

  return (
    <Loaded
      query={classes}
      block
      testId="attendance"
      empty={classes.data?.length === 0}
      render={() => (
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="kaoqin-register">
          <Card size="small">
            <Space wrap>
              <span id="kaoqin-class-label">{t('class')}</span>
              <Select
                aria-labelledby="kaoqin-class-label"
                style={{ minWidth: 220 }}
                value={classId}
                placeholder={t('chooseClass')}
                options={classOptions(classes.data ?? [], (g) => text(GRADE_OPTIONS, g))}
                onChange={(v: number) => set({ ClassId: String(v) })}
                data-testid="kaoqin-class"
                showSearch={{ optionFilterProp: 'label' }}
              />
              <span>{t('month')}</span>
              <DatePicker
                picker="month"
                allowClear={false}
                value={dayjs(`${month}-01`)}
                onChange={(d: Dayjs | null) => d && set({ Month: d.format('YYYY-MM'), Date: undefined })}
                aria-label={t('month')}
                data-testid="kaoqin-month"
              />
            </Space>
          </Card>
          {classId != null && <MonthGrid classId={classId} month={month} date={date} onDate={(d) => set({ Date: d })} />}
          {classId != null && <DayPanel classId={classId} date={date} onDate={(d) => set({ Date: d, Month: monthOf(d) })} />}
        </div>
      )}
    />
  );
}
