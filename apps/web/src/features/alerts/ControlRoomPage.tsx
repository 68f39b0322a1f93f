import { CONTROL_ROOM_DRIFT, WARNING_TYPE_OPTIONS } from '@kc/contract';
import { Card, Col, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenu } from '../../auth/session.ts';
import { Loaded, NoData } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { pathOfRoute } from '../../router/routeByName.ts';
import { type ControlRoom, percent, useControlRoom } from './controlRoomData.ts';

type School = ControlRoom['Schools'][number];

/** A school's rate of today, red and tagged when it drifts from the network's. */
function RateCell({ count, rate, drift, testId }: { count: number; rate: number; drift: boolean; testId: string }): ReactNode {
  const { t } = useTranslation('alerts');
  return (
    <Space size={4} data-testid={testId} data-drift={drift}>
      <Typography.Text type={drift ? 'danger' : undefined} strong={drift}>
        {count} · {percent(rate)}
      </Typography.Text>
      {drift && <Tag color="red">{t('drifting')}</Tag>}
    </Space>
  );
}

/**
 * /Ai/ControlRoom: the operators' view of the network today — its figures, then each school: its
 * children, fevers and absences of today against the network's rates (a drifting school stands
 * out), its open warnings by type, and (once the devices are wired in) its offline devices.
 */
export default function ControlRoomPage() {
  const { t } = useTranslation('alerts');
  const text = useOptionText();
  const query = useControlRoom();
  // A type's open warnings of a school open its list (WarningRecord/{WarningType}).
  const recordPath = pathOfRoute(useMenu(), 'WarningRecord');
  const linkOf = (type: number, schoolId: number) =>
    recordPath ? `${recordPath.replace(':WarningType', String(type))}?SchoolId=${schoolId}` : null;
  return (
    <div data-testid="control-room" style={{ display: 'grid', gap: 16 }}>
      <Loaded
        query={query}
        testId="control-room"
        render={(d) => {
          const byType = (schoolId: number) => d.OpenByType.filter((o) => o.SchoolId === schoolId);
          return (
            <>
              <Card title={<h2 className="resource-title">{t('network')}</h2>}>
                <Row gutter={[16, 16]}>
                  <Col xs={12} md={6}>
                    <Statistic title={t('schools')} value={d.Network.Schools} />
                  </Col>
                  <Col xs={12} md={6}>
                    <Statistic title={t('children')} value={d.Network.Children} />
                  </Col>
                  <Col xs={12} md={4}>
                    <Statistic title={t('feverRate')} value={percent(d.Network.FeverRate)} />
                  </Col>
                  <Col xs={12} md={4}>
                    <Statistic title={t('absenceRate')} value={percent(d.Network.AbsenceRate)} />
                  </Col>
                  <Col xs={12} md={4}>
                    <Statistic
                      title={t('openWarnings')}
                      value={d.Network.Open}
                      formatter={(v) => <span data-testid="control-room-open">{Number(v)}</span>}
                    />
                  </Col>
                </Row>
                <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                  {t('driftNote', { points: CONTROL_ROOM_DRIFT.minPoints * 100, factor: CONTROL_ROOM_DRIFT.factor })}
                </Typography.Paragraph>
              </Card>
              <Card title={<h2 className="resource-title">{t('bySchool')}</h2>}>
                <Table<School>
                  data-testid="control-room-schools"
                  rowKey="SchoolId"
                  size="middle"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={d.Schools}
                  onRow={(s) => ({ 'data-school': s.SchoolName }) as React.HTMLAttributes<HTMLElement>}
                  columns={[
                    { key: 'school', title: t('school'), dataIndex: 'SchoolName' },
                    { key: 'children', title: t('children'), dataIndex: 'Children' },
                    {
                      key: 'fever',
                      title: t('fever'),
                      render: (_, s) => <RateCell count={s.Fever} rate={s.FeverRate} drift={s.FeverDrift} testId="control-room-fever" />,
                    },
                    {
                      key: 'absent',
                      title: t('absent'),
                      render: (_, s) => (
                        <RateCell count={s.Absent} rate={s.AbsenceRate} drift={s.AbsenceDrift} testId="control-room-absent" />
                      ),
                    },
                    {
                      key: 'open',
                      title: t('openByType'),
                      render: (_, s) =>
                        byType(s.SchoolId).length === 0 ? (
                          <Typography.Text type="secondary">{t('noOpen')}</Typography.Text>
                        ) : (
                          <Space size={4} wrap data-testid="control-room-open-types">
                            {byType(s.SchoolId).map((o) => {
                              const label = `${text(WARNING_TYPE_OPTIONS, o.Type)} ${o.Open}`;
                              const to = linkOf(o.Type, s.SchoolId);
                              return (
                                <Tag key={o.Type} color="red" data-type={o.Type}>
                                  {to ? (
                                    <Link to={to} style={{ color: 'inherit', textDecoration: 'underline' }}>
                                      {label}
                                    </Link>
                                  ) : (
                                    label
                                  )}
                                </Tag>
                              );
                            })}
                          </Space>
                        ),
                    },
                    {
                      key: 'devices',
                      title: t('offlineDevices'),
                      render: (_, s) => s.OfflineDevices,
                    },
                  ]}
                  locale={{ emptyText: <NoData /> }}
                />
              </Card>
            </>
          );
        }}
      />
    </div>
  );
}
