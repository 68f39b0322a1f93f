import { api, CONTRACT_STATE_OPTIONS, sumCents } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Descriptions, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { useSchools } from '../diet/menuScope.ts';
import { yuan } from '../payments/StatementPanel.tsx';

/** The school filter of the reports: every school in the user's scope unless one is picked. */
function SchoolFilter({ value, onChange, testId }: { value?: number; onChange: (v?: number) => void; testId: string }) {
  const { t } = useTranslation('contracts');
  const { schools } = useSchools();
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      aria-label={t('school')}
      placeholder={t('allSchools')}
      style={{ width: 200 }}
      value={value}
      onChange={onChange}
      options={schools}
      data-testid={testId}
    />
  );
}

/** Contract/Summary: per school and month of start in a year, the contracts by state, counted and summed, with the year's totals. */
export function ContractSummaryPanel() {
  const { t } = useTranslation('contracts');
  const text = useOptionText();
  const [schoolId, setSchool] = useState<number>();
  const [year, setYear] = useState(dayjs().year());
  const summary = useQuery({
    queryKey: ['contracts', 'summary', schoolId, year],
    queryFn: () => call(api.contractSummary, { Year: year, SchoolId: schoolId }, { silent: true }),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <SchoolFilter value={schoolId} onChange={setSchool} testId="summary-school" />
        <DatePicker
          picker="year"
          allowClear={false}
          aria-label={t('year')}
          value={dayjs(`${year}-01-01`)}
          onChange={(d: Dayjs | null) => d && setYear(d.year())}
          data-testid="summary-year"
        />
      </Space>
      <Loaded
        query={summary}
        render={(s) => {
          const rows = s.Rows.map((r) => ({ ...r, key: `${r.SchoolId}-${r.Month}-${r.State}` }));
          return (
            <Table
              size="small"
              scroll={{ x: 720 }}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              dataSource={rows}
              data-testid="summary-table"
              locale={{ emptyText: t('noContractsInYear') }}
              columns={[
                { title: t('school'), dataIndex: 'SchoolName' },
                { title: t('month'), dataIndex: 'Month' },
                { title: t('state'), dataIndex: 'State', render: (v: number) => text(CONTRACT_STATE_OPTIONS, v) },
                { title: t('count'), dataIndex: 'Count', align: 'right' },
                { title: t('totalAmount'), dataIndex: 'TotalAmount', align: 'right', render: yuan },
                { title: t('paidAmount'), dataIndex: 'PaidAmount', align: 'right', render: yuan },
                { title: t('refundedAmount'), dataIndex: 'RefundedAmount', align: 'right', render: yuan },
              ]}
              summary={() =>
                rows.length > 0 && (
                  <Table.Summary.Row data-testid="summary-totals">
                    <Table.Summary.Cell index={0} colSpan={3}>
                      <strong>{t('totals')}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right">
                      {rows.reduce((n, r) => n + r.Count, 0)}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={4} align="right">
                      {yuan(sumCents(rows.map((r) => r.TotalAmount)))}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={5} align="right">
                      {yuan(sumCents(rows.map((r) => r.PaidAmount)))}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={6} align="right">
                      {yuan(sumCents(rows.map((r) => r.RefundedAmount)))}
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                )
              }
            />
          );
        }}
      />
    </Space>
  );
}

/** Contract/TotalPeriod: the totals of the contracts signed with a start date in a range. */
export function ContractPeriodPanel() {
  const { t } = useTranslation('contracts');
  const [schoolId, setSchool] = useState<number>();
  const [range, setRange] = useState<[string, string]>([dayjs().startOf('year').format('YYYY-MM-DD'), dayjs().format('YYYY-MM-DD')]);
  const totals = useQuery({
    queryKey: ['contracts', 'period', schoolId, range],
    queryFn: () => call(api.contractTotalPeriod, { From: range[0], To: range[1], SchoolId: schoolId }, { silent: true }),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <SchoolFilter value={schoolId} onChange={setSchool} testId="period-school" />
        <DatePicker.RangePicker
          allowClear={false}
          aria-label={t('period')}
          value={[dayjs(range[0]), dayjs(range[1])]}
          onChange={(v) => {
            if (v?.[0] && v[1]) setRange([v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')]);
          }}
          data-testid="period-range"
        />
      </Space>
      <Loaded
        query={totals}
        render={(x) => (
          <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} data-testid="period-totals">
            <Descriptions.Item label={t('count')}>
              <span data-testid="period-count">{x.Count}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('listAmount')}>{yuan(x.ListAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('discountAmount')}>{yuan(x.DiscountAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('totalAmount')}>
              <span data-testid="period-total">{yuan(x.TotalAmount)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('paidAmount')}>{yuan(x.PaidAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('refundedAmount')}>{yuan(x.RefundedAmount)}</Descriptions.Item>
          </Descriptions>
        )}
      />
    </Space>
  );
}
