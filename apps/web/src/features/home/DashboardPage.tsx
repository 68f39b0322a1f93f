import { api, type OutputOf, ROLE_TYPE, SCHOOL_CONTRACT_TYPE_OPTIONS, toThousands } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Progress, Row, Select, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { useUser } from '../../auth/session.ts';
import { NoData } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { formatMoment } from '../../lib/dates.ts';
import { useLang, useMenuGrants } from '../../resource/hooks.ts';
import { ControlRoomSummary } from '../alerts/ControlRoomSummary.tsx';
import { RecruitPanel } from '../enrolment/RecruitPanel.tsx';
import { BarList } from './BarList.tsx';
import { HealthPanel } from './HealthPanel.tsx';
import { useChosenSchool, useHealthToday, useSchoolData, useTodolist } from './homeData.ts';
import { Loaded, presentRate, SchoolHomeTable, TodayPanel, TodoPanel } from './TodayPanels.tsx';

type Overview = OutputOf<typeof api.dataOverview>;

/** The welcome panel names this many schools, then counts the rest. */
const SCHOOLS_SHOWN = 2;

function greetingKey(hour: number) {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** A panel whose figures come from the overview; shows loading, failure and empty states. */
function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card title={title} data-testid={testId} style={{ height: '100%' }}>
      {children}
    </Card>
  );
}

/** A panel whose data does not exist yet in this console: it says so, no invented figures. */
function NotYet({ title, testId, text }: { title: string; testId: string; text: string }) {
  return (
    <Panel title={title} testId={testId}>
      <NoData text={<span data-testid={`${testId}-not-yet`}>{text}</span>} />
    </Panel>
  );
}

/**
 * /Dashboard: the welcome panel and the panels of spec §2.2, with real figures where they exist:
 * the overview's counts (GetDataOverview), today's register (GetSchoolData) and the to-do list
 * (GetTodolist), the last two for all the user's schools or the one chosen (`?SchoolId=`).
 */
export default function DashboardPage() {
  const { t } = useTranslation('home');
  const optionText = useOptionText();
  const lang = useLang();
  const user = useUser();
  const [schoolId, chooseSchool] = useChosenSchool();
  const today = useSchoolData(schoolId);
  const todo = useTodolist(schoolId);
  // The operators' device panel: the control room's figures (offline devices once the devices are wired in).
  const controlRoom = useMenuGrants('ControlRoom');
  const health = useHealthToday(schoolId);
  // The recruit panel: for those who see the leads (their schools', an operator every school's).
  const recruit = useMenuGrants('CustomerManage')('view');
  const overview = useQuery({
    queryKey: ['dataOverview', user?.SysUserId, user?.SysRoleId],
    queryFn: () => call(api.dataOverview, {}, { silent: true }),
    enabled: !!user,
    retry: false,
  });

  const schoolUser = user?.RoleType === ROLE_TYPE.ParkAdmin || user?.RoleType === ROLE_TYPE.Teacher;
  const now = new Date();
  const todayText = formatMoment(now, lang, { date: 'full', time: false });
  const name = user ? user.Nickname || user.FullName || user.Username : '';
  const schoolNames = user?.Schools.map((s) => s.SchoolName) ?? [];
  const schools =
    schoolNames.length > SCHOOLS_SHOWN
      ? `${schoolNames.slice(0, SCHOOLS_SHOWN).join('、')} +${schoolNames.length - SCHOOLS_SHOWN}`
      : schoolNames.join('、');

  /** Renders figures once the overview is there; loading, failure and empty states otherwise. */
  const withData = (render: (d: Overview) => ReactNode) => <Loaded query={overview} testId="dashboard" render={render} />;

  const stat = (key: string, title: string, value: number) => (
    <Col xs={12} sm={8} lg={4} key={key}>
      <Statistic
        title={title}
        value={value}
        formatter={(v) => <span data-testid={`dashboard-stat-${key}`}>{toThousands(Number(v))}</span>}
      />
    </Col>
  );

  return (
    <div data-testid="dashboard" style={{ display: 'grid', gap: 16 }}>
      <Card data-testid="dashboard-welcome">
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
          <Avatar size={64} src={user?.Avatar || undefined}>
            {name.slice(0, 1)}
          </Avatar>
          <div style={{ flex: 1, minWidth: 240 }}>
            <div style={{ fontSize: 20, fontWeight: 600 }} data-testid="dashboard-welcome-name">
              {t(greetingKey(now.getHours()), { name })}
            </div>
            <div style={{ color: 'rgba(0, 0, 0, 0.6)', marginTop: 4 }}>{t('welcome')}</div>
          </div>
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 }}>
            <dt style={{ color: 'rgba(0, 0, 0, 0.6)' }}>{t('role')}</dt>
            <dd style={{ margin: 0 }} data-testid="dashboard-welcome-role">
              {user?.SysRoleName ?? ''}
            </dd>
            <dt style={{ color: 'rgba(0, 0, 0, 0.6)' }}>{t('today')}</dt>
            <dd style={{ margin: 0 }} data-testid="dashboard-welcome-date">
              {todayText}
            </dd>
            <dt style={{ color: 'rgba(0, 0, 0, 0.6)' }}>{t('school')}</dt>
            <dd style={{ margin: 0 }} data-testid="dashboard-welcome-school" title={schoolNames.join('\n')}>
              {schools || t('noSchool')}
            </dd>
            {schoolNames.length > 1 && (
              <>
                <dt style={{ color: 'rgba(0, 0, 0, 0.6)', alignSelf: 'center' }} id="dashboard-choose-school">
                  {t('chooseSchool')}
                </dt>
                <dd style={{ margin: 0 }}>
                  <Select
                    aria-labelledby="dashboard-choose-school"
                    size="small"
                    showSearch={{ optionFilterProp: 'label' }}
                    style={{ minWidth: 180 }}
                    value={schoolId ?? 0}
                    onChange={(v: number) => chooseSchool(v || undefined)}
                    options={[
                      { value: 0, label: t('allSchools') },
                      ...(user?.Schools ?? []).map((s) => ({ value: s.SchoolId, label: s.SchoolName })),
                    ]}
                    data-testid="dashboard-school-select"
                  />
                </dd>
              </>
            )}
          </dl>
        </div>
      </Card>

      <Panel title={t('dataOverview')} testId="dashboard-overview">
        {withData((d) => (
          <Row gutter={[16, 16]}>
            {stat('schools', t('schools'), d.Schools)}
            {stat('classes', t('classes'), d.Classes)}
            {stat('students', t('students'), d.Students)}
            {stat('teachers', t('teachers'), d.Teachers)}
            {stat('parents', t('parents'), d.Parents)}
            {!schoolUser && stat('agents', t('agents'), d.Agents)}
          </Row>
        ))}
      </Panel>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <TodayPanel query={today} />
        </Col>
        <Col xs={24} xl={10}>
          <TodoPanel query={todo} schoolId={schoolId} />
        </Col>
      </Row>

      <HealthPanel query={health} />

      <SchoolHomeTable query={today} onChooseSchool={chooseSchool}>
        {!schoolUser && (
          <div style={{ marginTop: 16 }}>
            {withData((d) => (
              <>
                <div style={{ color: 'rgba(0, 0, 0, 0.6)', marginBottom: 8 }}>{t('byContractType')}</div>
                {d.SchoolsByContractType.length ? (
                  <BarList
                    testId="dashboard-schools-by-contract-type"
                    items={d.SchoolsByContractType.map((c) => ({
                      key: String(c.SchoolContractType),
                      label: optionText(SCHOOL_CONTRACT_TYPE_OPTIONS, c.SchoolContractType),
                      value: c.Count,
                    }))}
                  />
                ) : (
                  <NoData />
                )}
              </>
            ))}
          </div>
        )}
      </SchoolHomeTable>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Panel title={t('studentPanel')} testId="dashboard-student">
            {withData((d) => (
              <>
                <Row gutter={16} style={{ marginBottom: 16 }}>
                  <Col span={12}>
                    <Statistic title={t('students')} value={d.Students} formatter={(v) => toThousands(Number(v))} />
                  </Col>
                  <Col span={12}>
                    <Statistic title={t('parentsLinked')} value={d.Parents} formatter={(v) => toThousands(Number(v))} />
                  </Col>
                </Row>
                <div style={{ color: 'rgba(0, 0, 0, 0.6)', marginBottom: 4 }}>{t('attendanceToday')}</div>
                <Loaded
                  query={today}
                  testId="student-today"
                  render={(x) => (
                    <Progress
                      percent={presentRate(x)}
                      format={() => `${toThousands(x.Present)} / ${toThousands(x.Enrolled)}`}
                      style={{ marginBottom: 16 }}
                      aria-label={t('attendanceToday')}
                      data-testid="dashboard-student-today"
                    />
                  )}
                />
                <div style={{ color: 'rgba(0, 0, 0, 0.6)', marginBottom: 8 }}>{t('byGrade')}</div>
                {d.StudentsByGrade.length ? (
                  <BarList
                    testId="dashboard-students-by-grade"
                    items={d.StudentsByGrade.map((g) => ({
                      key: g.Grade,
                      label: t(`grade.${g.Grade}`, { defaultValue: g.Grade }),
                      value: g.Count,
                    }))}
                  />
                ) : (
                  <NoData />
                )}
              </>
            ))}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={t('teacherPanel')} testId="dashboard-teacher">
            {withData((d) => (
              <>
                <Row gutter={16} style={{ marginBottom: 16 }}>
                  <Col span={8}>
                    <Statistic title={t('teachers')} value={d.Teachers} formatter={(v) => toThousands(Number(v))} />
                  </Col>
                  <Col span={8}>
                    <Statistic title={t('classesCount')} value={d.Classes} formatter={(v) => toThousands(Number(v))} />
                  </Col>
                  <Col span={8}>
                    <Statistic
                      title={t('studentsPerTeacher')}
                      value={d.Teachers ? d.Students / d.Teachers : '—'}
                      precision={d.Teachers ? 1 : undefined}
                    />
                  </Col>
                </Row>
                <div style={{ color: 'rgba(0, 0, 0, 0.6)', marginBottom: 4 }}>{t('onDutyToday')}</div>
                <Loaded
                  query={today}
                  testId="teacher-today"
                  render={(x) => (
                    <Progress
                      percent={x.StaffTotal ? Math.round((x.StaffOnDuty / x.StaffTotal) * 100) : 0}
                      format={() => `${toThousands(x.StaffOnDuty)} / ${toThousands(x.StaffTotal)}`}
                      aria-label={t('onDutyToday')}
                      data-testid="dashboard-teacher-today"
                    />
                  )}
                />
              </>
            ))}
          </Panel>
        </Col>
        {!schoolUser && (
          <Col xs={24} lg={12}>
            <Panel title={t('agentPanel')} testId="dashboard-agent">
              {withData((d) => (
                <Row gutter={16}>
                  <Col span={12}>
                    <Statistic title={t('agentCount')} value={d.Agents} formatter={(v) => toThousands(Number(v))} />
                  </Col>
                  <Col span={12}>
                    <Statistic title={t('schoolsServed')} value={d.Schools} formatter={(v) => toThousands(Number(v))} />
                  </Col>
                </Row>
              ))}
            </Panel>
          </Col>
        )}
        <Col xs={24} lg={12}>
          {controlRoom('view') ? (
            <Panel title={t('devicePanel')} testId="dashboard-device">
              <ControlRoomSummary />
            </Panel>
          ) : (
            <NotYet title={t('devicePanel')} testId="dashboard-device" text={t('notYetDevice')} />
          )}
        </Col>
        {recruit && (
          <Col xs={24} lg={12}>
            <RecruitPanel schoolId={schoolId} />
          </Col>
        )}
        {!schoolUser && (
          <Col xs={24} lg={12}>
            <NotYet title={t('salespersonPanel')} testId="dashboard-salesperson" text={t('notYetSalesperson')} />
          </Col>
        )}
      </Row>
    </div>
  );
}
