import { api, formatCents, PAY_METHOD_OPTIONS, student } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';

export const yuan = (cents: number) => `¥${formatCents(cents)}`;

/** A family's statement: pick one of its children; every child of the family, their contracts, instalments, payments and the balance. */
export function StatementPanel() {
  const { t } = useTranslation('payments');
  const text = useOptionText();
  const [studentId, setStudentId] = useState<number>();
  const children = useQuery({
    queryKey: [...resourceKey(student.name), 'options'],
    queryFn: () => resourceCall(student, 'SelectList', {}),
    staleTime: 60_000,
  });
  const statement = useQuery({
    queryKey: ['payments', 'statement', studentId],
    queryFn: () => call(api.contractPaymentStatement, { StudentId: studentId as number }, { silent: true }),
    enabled: studentId != null,
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        showSearch
        optionFilterProp="label"
        style={{ width: 280 }}
        aria-label={t('pickChild')}
        placeholder={t('pickChild')}
        value={studentId}
        onChange={setStudentId}
        options={(children.data ?? []).map((o) => ({ value: o.Value, label: o.Label }))}
        data-testid="statement-child"
      />
      {studentId != null && (
        <Loaded
          query={statement}
          render={(s) => (
            <Space direction="vertical" style={{ width: '100%' }} data-testid="statement">
              <Descriptions size="small" bordered column={{ xs: 1, md: 4 }}>
                <Descriptions.Item label={t('parents')}>{s.Parents.map((p) => `${p.Name} ${p.Mobile}`).join('、')}</Descriptions.Item>
                <Descriptions.Item label={t('total')}>{yuan(s.TotalAmount)}</Descriptions.Item>
                <Descriptions.Item label={t('paid')}>{yuan(s.PaidAmount)}</Descriptions.Item>
                <Descriptions.Item label={t('balance')}>
                  <span data-testid="statement-balance">{yuan(s.Balance)}</span>
                  {s.Overdue > 0 && <Tag color="red">{t('overdueAmount', { amount: yuan(s.Overdue) })}</Tag>}
                </Descriptions.Item>
              </Descriptions>
              {s.Children.map((ch) => (
                <Card key={ch.StudentId} size="small" title={`${ch.StudentName}${ch.ClassName ? ` · ${ch.ClassName}` : ''}`}>
                  {ch.Contracts.length === 0 && <span>{t('noContracts')}</span>}
                  {ch.Contracts.map((c) => (
                    <Space key={c.ContractId} direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
                      <strong>
                        {c.ContractNo} · {c.StartDate} – {c.EndDate} · {t('owedOf', { owed: yuan(c.Owed), total: yuan(c.TotalAmount) })}
                      </strong>
                      <Table
                        size="small"
                        pagination={false}
                        rowKey="ContractInstalmentId"
                        dataSource={c.Instalments}
                        columns={[
                          { title: t('seq'), dataIndex: 'Seq' },
                          { title: t('dueDate'), dataIndex: 'DueDate' },
                          { title: t('amount'), dataIndex: 'Amount', render: yuan },
                          { title: t('paid'), dataIndex: 'PaidAmount', render: yuan },
                          {
                            title: t('daysOverdue'),
                            dataIndex: 'DaysOverdue',
                            render: (d: number, r) =>
                              r.PaidAmount >= r.Amount ? <Tag color="green">{t('settled')}</Tag> : d > 0 ? <Tag color="red">{d}</Tag> : '',
                          },
                        ]}
                      />
                      <Table
                        size="small"
                        pagination={false}
                        rowKey="ContractPaymentId"
                        dataSource={c.Payments}
                        columns={[
                          { title: t('receipt'), dataIndex: 'ReceiptNo' },
                          { title: t('paidAt'), dataIndex: 'PayTime', render: (v: string) => new Date(v).toLocaleString() },
                          { title: t('method'), dataIndex: 'Method', render: (v: number) => text(PAY_METHOD_OPTIONS, v) },
                          { title: t('amount'), dataIndex: 'Amount', render: yuan },
                        ]}
                      />
                    </Space>
                  ))}
                </Card>
              ))}
            </Space>
          )}
        />
      )}
    </Space>
  );
}
