import {
  ATTENDANCE_STATUS_OPTIONS,
  api,
  GENDER_OPTIONS,
  GRADE_OPTIONS,
  type OutputOf,
  STAFF_POST_OPTIONS,
  STUDENT_STATUS_OPTIONS,
  schoolClass,
  TEACHER_STATUS_OPTIONS,
} from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Progress, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { NoData, QueryFallback } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { ScreenLink, useScreenPath } from '../../components/ScreenLink.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceKey } from '../../resource/hooks.ts';
import { CertTag } from '../staff/CertTag.tsx';

type Overview = OutputOf<typeof api.classGetOverview>;
type StaffRow = Overview['Teachers'][number];
type ChildRow = Overview['Children'][number];

/**
 * /Teach/ClassDetail and /GardenManage/ClassDetail (?ClassId=): a class with its head teacher
 * and staff, capacity and current count, its children with their primary contact, and today:
 * the children's attendance and the staff checked in (from the register, when the role keeps it).
 */
export default screenById('ClassId', ClassDetail);

function ClassDetail({ id }: { id: number }) {
  const { t } = useTranslation('classes');
  const text = useOptionText();
  const teacherPath = useScreenPath('TeacherDetail');
  const familyPath = useScreenPath('ParentChildDetail');
  const overview = useQuery({
    queryKey: [...resourceKey(schoolClass.name), 'overview', id],
    queryFn: () => call(api.classGetOverview, { ClassId: id }, { silent: true }),
  });
  const date = overview.data?.Today.Date;
  const schoolId = overview.data?.Class.SchoolId;
  // Today's register and staff check-ins: shown when the role may read them, left out otherwise.
  const day = useQuery({
    queryKey: ['resource', 'Attendance', 'day', id, date],
    queryFn: () => call(api.attendanceDay, { ClassId: id, Date: date as string }, { silent: true }),
    enabled: !!date,
    retry: false,
  });
  const ratio = useQuery({
    queryKey: ['resource', 'TeacherCheckIn', 'ratio', schoolId, date],
    queryFn: () => call(api.teacherCheckInRatio, { SchoolId: schoolId as number, Date: date as string }, { silent: true }),
    enabled: !!date && !!schoolId,
    retry: false,
  });

  if (!overview.isSuccess) return <QueryFallback query={overview} rows={8} />;
  const { Class: c, Teachers, Children, Today } = overview.data;
  const head = Teachers.find((x) => x.IsHead);
  const statusOf = new Map((day.data?.Children ?? []).map((r) => [r.StudentId, r.Status]));
  const classRatio = ratio.data?.Classes.find((x) => x.ClassId === id);

  const counts = new Map<number | null, number>();
  if (day.data) for (const r of day.data.Children) counts.set(r.Status, (counts.get(r.Status) ?? 0) + 1);
  const attendance = day.data
    ? [
        ...ATTENDANCE_STATUS_OPTIONS.map((o) => ({
          key: String(o.value),
          label: text(ATTENDANCE_STATUS_OPTIONS, o.value),
          n: counts.get(Number(o.value)) ?? 0,
        })),
        { key: 'none', label: t('notRecorded'), n: counts.get(null) ?? 0 },
      ]
    : [];

  const staffColumns: ColumnsType<StaffRow> = [
    {
      key: 'Name',
      title: t('staff'),
      render: (_: unknown, r) => (
        <Space>
          <ScreenLink path={teacherPath} query={`TeacherId=${r.TeacherId}`}>
            {r.Name}
          </ScreenLink>
          {r.IsHead && <Tag color="processing">{t('head')}</Tag>}
        </Space>
      ),
    },
    { key: 'Post', title: t('post'), render: (_: unknown, r) => text(STAFF_POST_OPTIONS, r.Post) },
    { key: 'Mobile', title: t('mobile'), dataIndex: 'Mobile' },
    { key: 'Status', title: t('status'), render: (_: unknown, r) => text(TEACHER_STATUS_OPTIONS, r.Status) },
    { key: 'CertState', title: t('healthCert'), render: (_: unknown, r) => <CertTag state={r.CertState} /> },
  ];
  const childColumns: ColumnsType<ChildRow> = [
    {
      key: 'StudentName',
      title: t('child'),
      render: (_: unknown, r) => (
        <ScreenLink path={familyPath} query={`StudentId=${r.StudentId}`} testId="class-child-link">
          {r.StudentName}
        </ScreenLink>
      ),
    },
    { key: 'Gender', title: t('gender'), render: (_: unknown, r) => text(GENDER_OPTIONS, r.Gender) },
    { key: 'Birthday', title: t('birthday'), dataIndex: 'Birthday' },
    { key: 'Status', title: t('status'), render: (_: unknown, r) => text(STUDENT_STATUS_OPTIONS, r.Status) },
    { key: 'PrimaryContact', title: t('primaryContact'), render: (_: unknown, r) => r.PrimaryContact ?? '—' },
    { key: 'PrimaryMobile', title: t('mobile'), render: (_: unknown, r) => r.PrimaryMobile ?? '—' },
    { key: 'MayPickUpCount', title: t('pickUpCount'), dataIndex: 'MayPickUpCount' },
  ];
  if (day.data)
    childColumns.push({
      key: 'Today',
      title: t('attendance'),
      render: (_: unknown, r) => {
        const s = statusOf.get(r.StudentId);
        return s == null ? <Tag>{t('notRecorded')}</Tag> : <Tag color="blue">{text(ATTENDANCE_STATUS_OPTIONS, s)}</Tag>;
      },
    });

  const empty = <NoData />;
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="class-detail-page" data-class-id={id}>
      <Card title={c.ClassName}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'school', label: t('school'), children: c.SchoolName },
            { key: 'grade', label: t('grade'), children: text(GRADE_OPTIONS, c.Grade) },
            { key: 'year', label: t('academicYear'), children: c.AcademicYear },
            { key: 'head', label: t('head'), children: <span data-testid="class-head">{head?.Name ?? '—'}</span> },
            { key: 'room', label: t('room'), children: c.Room || '—' },
            {
              key: 'count',
              label: `${t('childrenCount')} / ${t('capacity')}`,
              children: (
                <Space data-testid="class-count">
                  {`${c.StudentCount} / ${c.Capacity}`}
                  <Progress
                    percent={Math.round((100 * c.StudentCount) / Math.max(1, c.Capacity))}
                    size="small"
                    style={{ width: 120 }}
                    status={c.StudentCount > c.Capacity ? 'exception' : 'normal'}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('today', { date: Today.Date })} data-testid="class-today">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 4 }}
          items={[
            { key: 'children', label: t('childrenCount'), children: Today.Children },
            { key: 'duty', label: t('staffOnDuty'), children: Today.StaffOnDuty },
            { key: 'leave', label: t('staffOnLeave'), children: Today.StaffOnLeave },
            ...(classRatio
              ? [
                  {
                    key: 'ratio',
                    label: t('ratio'),
                    children: (
                      <Tag color={classRatio.Flagged ? 'error' : 'success'}>
                        {`${classRatio.StaffOnDuty} : ${classRatio.ChildrenPresent}`}
                      </Tag>
                    ),
                  },
                ]
              : []),
            ...attendance.map((a) => ({ key: `a-${a.key}`, label: a.label, children: a.n })),
          ]}
        />
      </Card>
      <Card title={t('staff')}>
        <Table<StaffRow>
          data-testid="class-teachers"
          rowKey="TeacherId"
          size="middle"
          columns={staffColumns}
          dataSource={Teachers}
          pagination={false}
          scroll={{ x: 'max-content' }}
          onRow={(r) => ({ 'data-row-id': r.TeacherId }) as HTMLAttributes<HTMLElement>}
          locale={{ emptyText: empty }}
        />
      </Card>
      <Card title={`${t('children')} (${Children.length})`}>
        <Table<ChildRow>
          data-testid="class-children"
          rowKey="StudentId"
          size="middle"
          columns={childColumns}
          dataSource={Children}
          scroll={{ x: 'max-content' }}
          onRow={(r) => ({ 'data-row-id': r.StudentId }) as HTMLAttributes<HTMLElement>}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: empty }}
        />
      </Card>
    </div>
  );
}
