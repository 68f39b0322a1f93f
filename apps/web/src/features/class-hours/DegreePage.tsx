import { api, BALANCE_UNIT, type OutputOf } from '@kc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Input, Select, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import { useSchools } from '../diet/menuScope.ts';

type Forecast = OutputOf<typeof api.degreeForecast>;
type Period = Forecast['Months'][number];

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** /Teach/Degree: a school's place forecast by month and by year, and the children's balances of hours and months. */
export default function DegreePage() {
  const { t } = useTranslation('classHours');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'forecast';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => change({ tab: key }, { keep: [] })}
      items={[
        { key: 'forecast', label: <span data-testid="degree-tab-forecast">{t('forecast')}</span>, children: <ForecastPanel /> },
        { key: 'balances', label: <span data-testid="degree-tab-balances">{t('balances')}</span>, children: <BalancesPanel /> },
      ]}
    />
  );
}

function ForecastPanel() {
  const { t } = useTranslation('classHours');
  const { schools } = useSchools();
  const [picked, setSchool] = useState<number>();
  const schoolId = picked ?? schools[0]?.value;
  const forecast = useQuery({
    queryKey: ['degree', 'forecast', schoolId],
    queryFn: () => call(api.degreeForecast, { SchoolId: schoolId as number }, { silent: true }),
    enabled: schoolId != null,
  });
  const columns = (first: string) => [
    { title: first, dataIndex: 'Period' },
    { title: t('capacity'), dataIndex: 'Capacity' },
    { title: t('enrolled'), dataIndex: 'Enrolled' },
    { title: t('leaving'), dataIndex: 'Leaving', render: (v: number) => <span data-testid="forecast-leaving">{v}</span> },
    { title: t('expected'), dataIndex: 'Expected' },
    { title: t('free'), dataIndex: 'Free', render: (v: number) => <strong data-testid="forecast-free">{v}</strong> },
  ];
  const rowProps = (r: Period) => ({ 'data-testid': `forecast-${r.Period}` }) as React.HTMLAttributes<HTMLElement>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        aria-label={t('school')}
        style={{ width: 220 }}
        value={schoolId}
        onChange={setSchool}
        options={schools}
        data-testid="forecast-school"
      />
      <Loaded
        query={forecast}
        render={(f) => (
          <Space direction="vertical" style={{ width: '100%' }} data-testid="forecast">
            <Alert type="info" showIcon message={t('formula')} />
            <Card size="small" title={t('byMonth')}>
              <Table size="small" rowKey="Period" pagination={false} dataSource={f.Months} columns={columns(t('month'))} onRow={rowProps} />
            </Card>
            <Card size="small" title={t('byYear')}>
              <Table size="small" rowKey="Period" pagination={false} dataSource={f.Years} columns={columns(t('year'))} onRow={rowProps} />
            </Card>
            <Card size="small" title={t('rates')}>
              <p>{t('ratesNote')}</p>
              <Table
                size="small"
                rowKey="Stage"
                pagination={false}
                dataSource={f.Rates}
                columns={[
                  { title: t('stage'), dataIndex: 'Stage', render: (s: number) => t(`stage${s}` as 'stage1') },
                  { title: t('reached'), dataIndex: 'Reached' },
                  { title: t('contracted'), dataIndex: 'Contracted' },
                  { title: t('rate'), dataIndex: 'Rate', render: percent },
                ]}
              />
            </Card>
          </Space>
        )}
      />
    </Space>
  );
}

function BalancesPanel() {
  const { t } = useTranslation('classHours');
  const [page, setPage] = useState({ cur_page: 1, size: 20 });
  const [unit, setUnit] = useState<number>();
  const [name, setName] = useState('');
  const balances = useQuery({
    queryKey: ['degree', 'balances', page, unit, name],
    queryFn: () => call(api.degreeBalances, { ...page, Unit: unit, StudentName: name || undefined }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const unitText = (u: number) => (u === BALANCE_UNIT.Hours ? t('hours') : t('months'));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          aria-label={t('child')}
          placeholder={t('child')}
          onSearch={(v) => setName(v.trim())}
          style={{ width: 200 }}
        />
        <Select
          allowClear
          aria-label={t('unit')}
          placeholder={t('unit')}
          style={{ width: 140 }}
          value={unit}
          onChange={setUnit}
          options={[
            { value: BALANCE_UNIT.Months, label: t('months') },
            { value: BALANCE_UNIT.Hours, label: t('hours') },
          ]}
        />
      </Space>
      <Loaded
        query={balances}
        render={(b) => (
          <Table
            size="small"
            rowKey="ContractId"
            dataSource={b.list}
            data-testid="balances"
            pagination={{
              current: page.cur_page,
              pageSize: page.size,
              total: b.total,
              onChange: (cur, size) => setPage({ cur_page: cur, size }),
            }}
            columns={[
              { title: t('child'), dataIndex: 'StudentName' },
              { title: t('class'), dataIndex: 'ClassName' },
              { title: t('contract'), dataIndex: 'ContractNo' },
              { title: t('unit'), dataIndex: 'Unit', render: unitText },
              { title: t('period'), key: 'period', render: (_: unknown, r) => `${r.StartDate} – ${r.EndDate}` },
              { title: t('purchased'), dataIndex: 'Purchased' },
              { title: t('consumed'), dataIndex: 'Consumed' },
              { title: t('remaining'), dataIndex: 'Remaining' },
            ]}
          />
        )}
      />
    </Space>
  );
}
