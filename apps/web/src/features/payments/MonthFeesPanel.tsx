import { api } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Select, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { useSchools } from '../diet/menuScope.ts';
import { yuan } from './StatementPanel.tsx';

/** The month's fees billed per attended day of a school (a class of it), from the attendance register. */
export function MonthFeesPanel() {
  const { t } = useTranslation('payments');
  const { data: classes, schools } = useSchools();
  const [picked, setSchool] = useState<number>();
  const [classId, setClassId] = useState<number>();
  const [month, setMonth] = useState(dayjs().format('YYYY-MM'));
  const schoolId = picked ?? schools[0]?.value;
  const fees = useQuery({
    queryKey: ['payments', 'month-fees', schoolId, classId, month],
    queryFn: () => call(api.contractPaymentMonthFees, { SchoolId: schoolId as number, Month: month, ClassId: classId }, { silent: true }),
    enabled: schoolId != null,
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label={t('school')}
          style={{ width: 200 }}
          value={schoolId}
          onChange={setSchool}
          options={schools}
          data-testid="fees-school"
        />
        <Select
          allowClear
          aria-label={t('allClasses')}
          style={{ width: 160 }}
          placeholder={t('allClasses')}
          value={classId}
          onChange={setClassId}
          options={(classes ?? []).filter((c) => c.SchoolId === schoolId).map((c) => ({ value: c.ClassId, label: c.ClassName }))}
          data-testid="fees-class"
        />
        <DatePicker
          aria-label={t('month')}
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
        />
      </Space>
      <Loaded
        query={fees}
        render={(f) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert
              type="info"
              showIcon
              message={t('feesRule', {
                days: f.SchoolDays,
                holidays: f.Holidays.length,
                leaveDays: f.LeaveRefundDays,
                percent: f.LeaveRefundPercent,
              })}
            />
            <Table
              size="small"
              rowKey={(r) => `${r.ContractId}-${r.ItemName}`}
              dataSource={f.Lines}
              pagination={false}
              data-testid="fees-lines"
              columns={[
                { title: t('child'), dataIndex: 'StudentName' },
                { title: t('class'), dataIndex: 'ClassName' },
                { title: t('item'), dataIndex: 'ItemName' },
                { title: t('dailyRate'), dataIndex: 'DailyRate', render: yuan },
                { title: t('presentDays'), dataIndex: 'PresentDays' },
                { title: t('shortLeaveDays'), dataIndex: 'ShortLeaveDays' },
                { title: t('refundedLeaveDays'), dataIndex: 'RefundedLeaveDays' },
                { title: t('amount'), dataIndex: 'Amount', render: yuan },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={7}>
                    {t('total')}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={7}>
                    <strong data-testid="fees-total">{yuan(f.Total)}</strong>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          </Space>
        )}
      />
    </Space>
  );
}
