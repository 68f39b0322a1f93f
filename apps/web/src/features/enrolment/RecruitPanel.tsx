import { api, customer, toThousands } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { useUser } from '../../auth/session.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { resourceKey } from '../../resource/hooks.ts';

/**
 * The dashboard's recruit panel (Customer/Recruit): this month's new leads, visits, contracts and
 * conversion, in the user's scope, for the school chosen on the dashboard or all of the user's.
 */
export function RecruitPanel({ schoolId }: { schoolId?: number }) {
  const { t } = useTranslation('enrolment');
  const user = useUser();
  const recruit = useQuery({
    queryKey: [...resourceKey(customer.name), 'recruit', user?.SysUserId, user?.SysRoleId, schoolId],
    queryFn: () => call(api.customerRecruit, { SchoolId: schoolId }, { silent: true }),
    enabled: !!user,
    retry: false,
  });
  const figure = (id: string, title: string, value: number, suffix?: string) => (
    <Col span={12} key={id}>
      <Statistic
        title={title}
        value={value}
        suffix={suffix}
        formatter={(v) => <span data-testid={`recruit-${id}`}>{suffix ? String(v) : toThousands(Number(v))}</span>}
      />
    </Col>
  );
  return (
    <Card
      title={t('recruitPanel')}
      data-testid="dashboard-recruit"
      style={{ height: '100%' }}
      extra={recruit.data && t('thisMonth', { month: recruit.data.Month })}
    >
      <Loaded
        query={recruit}
        testId="recruit"
        render={(d) => (
          <Row gutter={[16, 16]}>
            {figure('leads', t('leadsThisMonth'), d.Leads)}
            {figure('visits', t('visits'), d.Visits)}
            {figure('contracts', t('contracts'), d.Contracts)}
            {figure('conversion', t('conversion'), d.Conversion, '%')}
          </Row>
        )}
      />
    </Card>
  );
}
