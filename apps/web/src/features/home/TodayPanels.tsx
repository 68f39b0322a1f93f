import { formatCents, type HomeTodoKey, LEAVE_KIND, toThousands } from '@kc/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Col, Progress, Row, Statistic, Table, Tag, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoData, Loaded as QueryLoaded } from '../../components/QueryState.tsx';
import { type SchoolData, type TodoItem, type Todolist, useRegisterLink, useTodoLink } from './homeData.ts';

/** Present over enrolled, as a whole percentage (0 with nobody expected). */
export const presentRate = (d: { Present: number; Enrolled: number }) => (d.Enrolled ? Math.round((d.Present / d.Enrolled) * 100) : 0);

/** The body of a panel fed by one query: the shared Loaded, with the dashboard's wording of a failure. */
export function Loaded<T>(props: { query: UseQueryResult<T>; render: (data: T) => ReactNode; testId: string }) {
  const { t } = useTranslation('home');
  return <QueryLoaded rows={3} title={t('loadFailed')} {...props} />;
}

function Figure({ id, title, value, suffix, tone }: { id: string; title: string; value: number; suffix?: ReactNode; tone?: string }) {
  return (
    <Col xs={12} sm={8} xl={6}>
      <Statistic
        title={title}
        value={value}
        suffix={suffix}
        styles={tone ? { content: { color: tone } } : undefined}
        formatter={(v) => <span data-testid={`today-${id}`}>{toThousands(Number(v))}</span>}
      />
    </Col>
  );
}

/** Spec §2.2 "today data": the day's register and staff check-ins of the schools in question. */
export function TodayPanel({ query }: { query: UseQueryResult<SchoolData> }) {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  return (
    <Card
      title={t('todayPanel')}
      data-testid="dashboard-today"
      style={{ height: '100%' }}
      extra={query.data?.Date && <span data-testid="today-date">{query.data.Date}</span>}
    >
      <Loaded
        query={query}
        testId="today"
        render={(d) =>
          d.Schools === 0 ? (
            <NoData text={t('noSchoolToday')} />
          ) : (
            <>
              {!d.SchoolDay && (
                <Alert type="info" showIcon title={t('noSchoolDay')} style={{ marginBottom: 16 }} data-testid="today-no-school-day" />
              )}
              <Progress
                percent={presentRate(d)}
                format={(p) => t('presentRate', { rate: p })}
                style={{ marginBottom: 16 }}
                aria-label={t('present')}
                data-testid="today-rate"
              />
              <Row gutter={[16, 16]}>
                <Figure id="enrolled" title={t('enrolled')} value={d.Enrolled} />
                <Figure id="present" title={t('present')} value={d.Present} tone={token.colorSuccess} />
                <Figure id="late" title={t('late')} value={d.Late} tone={d.Late ? token.colorWarning : undefined} />
                <Figure id="absent" title={t('absent')} value={d.Absent} tone={d.Absent ? token.colorError : undefined} />
                <Figure id="leave" title={t('onLeave')} value={d.Leave} />
                <Figure id="not-checked-in" title={t('notCheckedIn')} value={d.NotCheckedIn} />
                <Figure id="fever" title={t('fever')} value={d.Fever} tone={d.Fever ? token.colorError : undefined} />
                <Figure id="staff-on-duty" title={t('staffOnDuty')} value={d.StaffOnDuty} suffix={`/ ${toThousands(d.StaffTotal)}`} />
              </Row>
            </>
          )
        }
      />
    </Card>
  );
}

type ClassRow = SchoolData['ByClass'][number];
type SchoolRow = SchoolData['BySchool'][number];

/** Spec §2.2 "school home": today by class (one school) or by school (several), each row opening its register. */
export function SchoolHomeTable({
  query,
  onChooseSchool,
  children,
}: {
  query: UseQueryResult<SchoolData>;
  onChooseSchool: (id: number) => void;
  /** Shown under the table (the network's schools by contract type). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('home');
  const registerLink = useRegisterLink();
  const figures = <R extends ClassRow | SchoolRow>(): ColumnsType<R> => [
    { key: 'Enrolled', dataIndex: 'Enrolled', title: t('enrolled'), align: 'right', sorter: (a, b) => a.Enrolled - b.Enrolled },
    {
      key: 'Present',
      title: t('present'),
      align: 'right',
      sorter: (a, b) => presentRate(a) - presentRate(b),
      render: (_, r) => `${toThousands(r.Present)} (${presentRate(r)}%)`,
    },
    { key: 'Late', dataIndex: 'Late', title: t('late'), align: 'right' },
    { key: 'Absent', dataIndex: 'Absent', title: t('absent'), align: 'right', sorter: (a, b) => a.Absent - b.Absent },
    { key: 'Leave', dataIndex: 'Leave', title: t('onLeave'), align: 'right' },
    {
      key: 'NotCheckedIn',
      dataIndex: 'NotCheckedIn',
      title: t('notCheckedIn'),
      align: 'right',
      sorter: (a, b) => a.NotCheckedIn - b.NotCheckedIn,
    },
    { key: 'Fever', dataIndex: 'Fever', title: t('fever'), align: 'right', render: (v: number) => (v ? <Tag color="red">{v}</Tag> : 0) },
  ];
  const classColumns: ColumnsType<ClassRow> = [
    {
      key: 'ClassName',
      title: t('className'),
      render: (_, r) => {
        const to = registerLink(r.ClassId, query.data?.Date ?? null);
        return to ? (
          <Link to={to} data-testid="today-class-link">
            {r.ClassName}
          </Link>
        ) : (
          r.ClassName
        );
      },
    },
    { key: 'Grade', dataIndex: 'Grade', title: t('gradeColumn'), render: (g: string) => t(`grade.${g}`, { defaultValue: g }) },
    ...figures<ClassRow>(),
    { key: 'StaffOnDuty', dataIndex: 'StaffOnDuty', title: t('staffOnDuty'), align: 'right' },
  ];
  const schoolColumns: ColumnsType<SchoolRow> = [
    {
      key: 'SchoolName',
      title: t('school'),
      render: (_, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onChooseSchool(r.SchoolId)} data-testid="today-school-link">
          {r.SchoolName}
        </Button>
      ),
    },
    ...figures<SchoolRow>(),
    { key: 'Staff', title: t('staffOnDuty'), align: 'right', render: (_, r) => `${r.StaffOnDuty} / ${r.StaffTotal}` },
  ];
  return (
    <Card title={t('schoolHome')} data-testid="dashboard-school-home">
      <Loaded
        query={query}
        testId="school-home"
        render={(d) =>
          d.BySchool.length ? (
            <Table<SchoolRow>
              rowKey="SchoolId"
              size="small"
              columns={schoolColumns}
              dataSource={d.BySchool}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              scroll={{ x: 'max-content' }}
              data-testid="today-by-school"
              onRow={(r) => ({ 'data-row-id': r.SchoolId }) as HTMLAttributes<HTMLElement>}
            />
          ) : (
            <Table<ClassRow>
              rowKey="ClassId"
              size="small"
              columns={classColumns}
              dataSource={d.ByClass}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <NoData text={t('noClasses')} /> }}
              data-testid="today-by-class"
              onRow={(r) => ({ 'data-row-id': r.ClassId }) as HTMLAttributes<HTMLElement>}
            />
          )
        }
      />
      {children}
    </Card>
  );
}

/** One line under a to-do item: who, and what about them. */
function firstLine(key: HomeTodoKey, f: TodoItem['First'][number], t: TFunction<'home'>): string {
  const where = f.ClassName ? ` · ${f.ClassName}` : '';
  switch (key) {
    case 'leavePending':
      return `${f.Name}${where} · ${t(f.Value === LEAVE_KIND.Sick ? 'sickLeave' : 'personalLeave')} ${f.Date}${f.EndDate && f.EndDate !== f.Date ? ` – ${f.EndDate}` : ''}`;
    case 'certExpiring':
      return `${f.Name} · ${t('expiresIn', { count: f.Value ?? 0, date: f.Date })}`;
    case 'certExpired':
      return `${f.Name} · ${t('expiredAgo', { count: -(f.Value ?? 0), date: f.Date })}`;
    case 'noClass':
      return f.Date ? `${f.Name} · ${t('enrolledOn', { date: f.Date })}` : f.Name;
    case 'feverToday':
      return `${f.Name}${where} · ${f.Value} °C`;
    case 'entrustPending':
      return `${f.Name}${where} · ${t('fromOn', { date: f.Date })}`;
    case 'incomeWithdrawPending':
    case 'vipRefundPending':
    case 'liveVideoRefundPending':
      return `${f.Name} · ${formatCents(f.Value ?? 0)} · ${f.Date}`;
    case 'withdrawalPending':
      return `${f.Name} · ¥${formatCents(f.Value ?? 0)} · ${f.Date}`;
    case 'billOverdue':
    case 'dissentPending':
      return `${f.Name} · ${formatCents(f.Value ?? 0)}`;
    default:
      return `${f.Name}${where}`;
  }
}

/** The to-do list (GetTodolist): each item's count, its first ones, and a link to the filtered screen. */
export function TodoPanel({ query, schoolId }: { query: UseQueryResult<Todolist>; schoolId: number | undefined }) {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const link = useTodoLink();
  return (
    <Card title={t('todoPanel')} data-testid="dashboard-todo" style={{ height: '100%' }}>
      <Loaded
        query={query}
        testId="todo"
        render={(d) =>
          d.Items.length === 0 ? (
            <NoData text={t('todoNone')} />
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
              {d.Items.map((item) => {
                const to = item.Count ? link(item.Key, item.Menu, d.Date, schoolId) : null;
                const more = item.Count - item.First.length;
                return (
                  <li key={item.Key} data-testid={`todo-${item.Key}`} data-count={item.Count}>
                    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                      <Badge
                        count={item.Count}
                        showZero
                        overflowCount={999}
                        color={item.Count ? (item.Key === 'leavePending' ? token.colorPrimary : token.colorWarning) : token.colorSuccess}
                      />
                      <span style={{ flex: 1, color: item.Count ? undefined : token.colorTextSecondary }}>{t(`todo.${item.Key}`)}</span>
                      {to && (
                        <Link to={to} data-testid={`todo-${item.Key}-link`}>
                          {t('handle')}
                        </Link>
                      )}
                    </div>
                    {item.First.length > 0 && (
                      <ul style={{ margin: '4px 0 0 36px', padding: 0, listStyle: 'none', color: token.colorTextSecondary, fontSize: 12 }}>
                        {item.First.map((f) => (
                          <li key={f.Id}>{firstLine(item.Key, f, t)}</li>
                        ))}
                        {more > 0 && <li>{t('andMore', { count: more })}</li>}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      />
    </Card>
  );
}
