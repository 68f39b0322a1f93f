import { api, CUSTOMER_SOURCE_OPTIONS, CUSTOMER_STAGE_OPTIONS, customer, myCustomer, toThousands } from '@kc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Row, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceKey } from '../../resource/hooks.ts';
import { BarList } from '../home/BarList.tsx';

/**
 * The funnel of the leads created in a span (this month by default): counts by stage, and the
 * conversion to contracted by source and by owner (Customer/Funnel, the caller's scope; `mine`:
 * only the caller's own leads, MyCustomer/Funnel).
 */
export function FunnelPanel({ mine = false }: { mine?: boolean }) {
  const { t } = useTranslation('enrolment');
  const text = useOptionText();
  const [span, setSpan] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('month'), dayjs()]);
  const input = { DateFrom: span[0].format('YYYY-MM-DD'), DateTo: span[1].format('YYYY-MM-DD') };
  // "My" funnel under MyCustomer's own grant, keyed on its leads so their changes reload it.
  const funnel = useQuery({
    queryKey: [...resourceKey(mine ? myCustomer.name : customer.name), 'funnel', input],
    queryFn: () => (mine ? call(api.myCustomerFunnel, input, { silent: true }) : call(api.customerFunnel, input, { silent: true })),
    placeholderData: keepPreviousData,
  });
  const rate = (v: number) => `${v}%`;
  return (
    <Card
      title={t('funnel')}
      size="small"
      style={{ marginBottom: 16 }}
      data-testid="enrolment-funnel"
      extra={
        <DatePicker.RangePicker
          aria-label={t('funnelSpan')}
          value={span}
          allowClear={false}
          onChange={(v) => v?.[0] && v[1] && setSpan([v[0], v[1]])}
          data-testid="enrolment-funnel-span"
        />
      }
    >
      <Loaded
        query={funnel}
        testId="enrolment-funnel"
        render={(f) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}>
              <Row gutter={8} style={{ marginBottom: 12 }}>
                <Col span={8}>
                  <Statistic
                    title={t('total')}
                    value={f.Total}
                    formatter={(v) => <span data-testid="enrolment-funnel-total">{toThousands(Number(v))}</span>}
                  />
                </Col>
                <Col span={8}>
                  <Statistic title={t('contracted')} value={f.Contracted} />
                </Col>
                <Col span={8}>
                  <Statistic title={t('conversion')} value={f.Conversion} suffix="%" />
                </Col>
              </Row>
              <BarList
                testId="enrolment-funnel-stages"
                items={f.Stages.map((s) => ({ key: String(s.Stage), label: text(CUSTOMER_STAGE_OPTIONS, s.Stage), value: s.Count }))}
              />
            </Col>
            <Col xs={24} lg={8}>
              <Table
                size="small"
                pagination={false}
                rowKey="Source"
                title={() => t('bySource')}
                dataSource={f.BySource}
                data-testid="enrolment-funnel-sources"
                columns={[
                  { key: 'Source', title: t('source'), render: (_, r) => text(CUSTOMER_SOURCE_OPTIONS, r.Source) },
                  { key: 'Leads', title: t('leads'), dataIndex: 'Leads', align: 'right' },
                  { key: 'Contracted', title: t('contracted'), dataIndex: 'Contracted', align: 'right' },
                  { key: 'Rate', title: t('rate'), render: (_, r) => rate(r.Rate), align: 'right' },
                ]}
              />
            </Col>
            <Col xs={24} lg={8}>
              <Table
                size="small"
                pagination={false}
                rowKey={(r) => String(r.OwnerId)}
                title={() => t('byOwner')}
                dataSource={f.ByOwner}
                data-testid="enrolment-funnel-owners"
                columns={[
                  { key: 'Owner', title: t('owner'), render: (_, r) => r.OwnerName || t('noOwner') },
                  { key: 'Leads', title: t('leads'), dataIndex: 'Leads', align: 'right' },
                  { key: 'Contracted', title: t('contracted'), dataIndex: 'Contracted', align: 'right' },
                  { key: 'Rate', title: t('rate'), render: (_, r) => rate(r.Rate), align: 'right' },
                ]}
              />
            </Col>
          </Row>
        )}
      />
    </Card>
  );
}
