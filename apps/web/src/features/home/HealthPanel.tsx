import { WARNING_TYPE_OPTIONS } from '@kc/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenu } from '../../auth/session.ts';
import { NoData } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { pathOfRoute } from '../../router/routeByName.ts';
import type { HealthToday } from './homeData.ts';
import { Loaded } from './TodayPanels.tsx';

/**
 * The school's health of today (Home/GetHealthToday): fevers at the gate, medicine doses due, fed
 * and overdue (a link to today's doses), instructions to confirm, and the day's warnings by type.
 */
export function HealthPanel({ query }: { query: UseQueryResult<HealthToday> }) {
  const { t } = useTranslation('home');
  const text = useOptionText();
  const { token } = theme.useToken();
  const menu = useMenu();
  const entrustPath = pathOfRoute(menu, 'parentsEntrust');
  const figure = (id: string, title: string, value: number, tone?: string) => (
    <Col xs={12} sm={8} xl={4} key={id}>
      <Statistic
        title={title}
        value={value}
        styles={tone && value ? { content: { color: tone } } : undefined}
        formatter={(v) => <span data-testid={`health-${id}`}>{Number(v)}</span>}
      />
    </Col>
  );
  return (
    <Card
      title={t('healthPanel')}
      data-testid="dashboard-health"
      extra={
        entrustPath && (
          <Link to={`${entrustPath}?tab=doses`} data-testid="health-doses-link">
            {t('dosesDue')}
          </Link>
        )
      }
    >
      <Loaded
        query={query}
        testId="health"
        render={(d) => (
          <>
            <Row gutter={[16, 16]}>
              {figure('fever', t('fever'), d.Fever, token.colorError)}
              {figure('dosesDue', t('dosesDue'), d.DosesDue)}
              {figure('dosesFed', t('dosesFed'), d.DosesFed, token.colorSuccess)}
              {figure('dosesOverdue', t('dosesOverdue'), d.DosesOverdue, token.colorError)}
              {figure('entrustPending', t('entrustToConfirm'), d.EntrustPending, token.colorWarning)}
            </Row>
            <div style={{ marginTop: 16 }} data-testid="health-warnings">
              <div style={{ marginBottom: 8 }}>{t('warningsToday')}</div>
              {d.Warnings.length === 0 ? (
                <NoData text={t('noWarnings')} />
              ) : (
                d.Warnings.map((w) => (
                  <Tag key={w.Type} color={w.Open ? 'red' : undefined} data-testid={`health-warning-${w.Type}`}>
                    {text(WARNING_TYPE_OPTIONS, w.Type)} · {t('warningOpen', { open: w.Open, total: w.Count })}
                  </Tag>
                ))
              )}
            </div>
          </>
        )}
      />
    </Card>
  );
}
