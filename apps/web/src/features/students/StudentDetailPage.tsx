import {
  ATTENDANCE_STATUS_OPTIONS,
  api,
  LEAVE_KIND_OPTIONS,
  LEAVE_STATE_OPTIONS,
  PARENT_RELATION_OPTIONS,
  student,
  studentChange,
} from '@kc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/request.ts';
import { LoadFailed, MissingId, NoData } from '../../components/QueryState.tsx';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import { useIdParam } from '../../components/useIdParam.ts';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { refNamesOf, resourceKey, useGrants, useLang, useRefs } from '../../resource/hooks.ts';
import { displayValue, listColumns, textOf } from '../../resource/model.ts';
import { ResourceDetail } from '../../resource/ResourceDetail.tsx';
import { StudentContractsCard } from '../contracts/StudentContractsCard.tsx';
import { HealthTimeline } from '../health-logs/HealthTimeline.tsx';
import { ageText } from './ageText.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { VipDialog } from './VipDialog.tsx';

/**
 * /Teach/StudentDetail?StudentId=: a child's profile (the definition's detail view), their
 * families, the month's attendance, recent leave, and the history of changes; a change or
 * VIP from here as from the list.
 */
export default function StudentDetailPage() {
  const { t } = useTranslation('students');
  const lang = useLang();
  const text = useOptionText();
  const navigate = useNavigate();
  const id = useIdParam('StudentId') ?? 0;
  const valid = id > 0;
  const canEdit = useGrants(student)('Update');
  const canChange = useGrants(studentChange)('Add');
  const listPath = useScreenPath('StudentManage');
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const [dialog, setDialog] = useState<'change' | 'vip' | null>(null);

  const detail = useQuery({
    queryKey: [...resourceKey(student.name), 'detail', id],
    queryFn: () => resourceCall(student, 'GetDetail', { StudentId: id }, { silent: true }),
    enabled: valid,
  });
  const overview = useQuery({
    queryKey: [...resourceKey(student.name), 'overview', id, month],
    queryFn: () => call(api.studentOverview, { StudentId: id, Month: month }, { silent: true }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });

  if (!valid || detail.isError) {
    return (
      <MissingId
        title={t('notFound')}
        testId="student-detail-missing"
        extra={listPath && <Button onClick={() => navigate(listPath)}>{t('backToList')}</Button>}
      />
    );
  }

  const row = detail.data;
  const data = overview.data;
  return (
    <div data-testid="student-detail" data-row-id={id} style={{ display: 'grid', gap: 16 }}>
      <Card
        title={row ? `${t('detailTitle')}：${String(row.StudentName)}` : t('detailTitle')}
        extra={
          <Space>
            {canChange && row && (
              <Button onClick={() => setDialog('change')} data-testid="student-detail-change">
                {t('change')}
              </Button>
            )}
            {canEdit && row && (
              <Button onClick={() => setDialog('vip')} data-testid="student-detail-vip">
                {t('setVip')}
              </Button>
            )}
          </Space>
        }
      >
        <ResourceDetail
          def={student}
          id={id}
          extra={(r) => [{ key: 'age', label: textOf(student.fields.AgeMonths.label, lang), children: ageText(t, r.AgeMonths) }]}
        />
      </Card>

      <Card title={t('families')} size="small" data-testid="student-detail-families">
        {overview.isError && <LoadFailed error={overview.error} retry={() => void overview.refetch()} />}
        <Table
          size="small"
          rowKey="ParentId"
          pagination={false}
          loading={overview.isPending}
          dataSource={data?.Families ?? []}
          locale={{ emptyText: <NoData text={t('noFamilies')} /> }}
          columns={[
            { key: 'name', title: t('name'), dataIndex: 'Name' },
            { key: 'relation', title: t('relation'), render: (_, p) => text(PARENT_RELATION_OPTIONS, p.Relation) },
            { key: 'mobile', title: t('mobile'), dataIndex: 'Mobile' },
            {
              key: 'flags',
              title: '',
              render: (_, p) => (
                <Space size={4}>
                  {p.IsPrimary && <Tag color="blue">{t('primary')}</Tag>}
                  {p.MayPickUp && <Tag color="green">{t('mayPickUp')}</Tag>}
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <Card
        title={t('attendance')}
        size="small"
        data-testid="student-detail-attendance"
        extra={
          <DatePicker
            picker="month"
            allowClear={false}
            value={dayjs(`${month}-01`)}
            onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
            disabledDate={(d) => d.isAfter(dayjs(), 'month')}
          />
        }
      >
        {!data?.Attendance || data.Attendance.Days.length === 0 ? (
          <NoData text={t('attendanceNotKept')} />
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap>
              {Object.entries(data.Attendance.Counts).map(([status, n]) => (
                <Tag key={status}>
                  {text(ATTENDANCE_STATUS_OPTIONS, status)}: {n}
                </Tag>
              ))}
            </Space>
            <Space wrap size={4}>
              {data.Attendance.Days.map((d) => (
                <Tag
                  key={d.Date}
                  title={text(ATTENDANCE_STATUS_OPTIONS, d.Status)}
                  color={d.Status === 1 ? 'green' : d.Status === 2 ? 'red' : 'orange'}
                >
                  {d.Date.slice(8)} {text(ATTENDANCE_STATUS_OPTIONS, d.Status)}
                </Tag>
              ))}
            </Space>
          </Space>
        )}
      </Card>

      <Card title={t('leaves')} size="small" data-testid="student-detail-leaves">
        <Table
          size="small"
          rowKey="LeaveId"
          pagination={false}
          loading={overview.isPending}
          dataSource={data?.Leaves ?? []}
          locale={{ emptyText: <NoData text={t('leavesNotKept')} /> }}
          columns={[
            { key: 'kind', title: t('kind'), render: (_, l) => text(LEAVE_KIND_OPTIONS, l.Kind) },
            { key: 'period', title: t('period'), render: (_, l) => `${l.StartDate} – ${l.EndDate}` },
            { key: 'reason', title: t('reason'), dataIndex: 'Reason' },
            { key: 'state', title: t('state'), render: (_, l) => text(LEAVE_STATE_OPTIONS, l.State) },
          ]}
        />
      </Card>

      <StudentContractsCard studentId={id} />

      <HealthTimeline studentId={id} />

      <History studentId={id} />

      <ChangeDialog row={dialog === 'change' ? (row ?? null) : null} onClose={() => setDialog(null)} />
      <VipDialog row={dialog === 'vip' ? (row ?? null) : null} onClose={() => setDialog(null)} />
    </div>
  );
}

/** The child's changes, newest first (StudentChange/SelectPage of the child), with paging. */
function History({ studentId }: { studentId: number }) {
  const { t } = useTranslation('students');
  const tr = useTranslation('resource').t;
  const lang = useLang();
  const [page, setPage] = useState({ cur_page: 1, size: 10 });
  const refs = useRefs(useMemo(() => refNamesOf(studentChange), []));
  const list = useQuery({
    queryKey: [...resourceKey(studentChange.name), 'of-student', studentId, page],
    queryFn: () => resourceCall(studentChange, 'SelectPage', { ...page, StudentId: studentId }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const shown = ['Kind', 'ChangeDate', 'FromClassId', 'ToClassId', 'FromStatus', 'ToStatus', 'Reason', 'OperatorName'];
  const columns = listColumns(studentChange, lang)
    .filter((c) => shown.includes(c.key))
    .map((c) => ({
      key: c.key,
      title: c.title,
      dataIndex: c.key,
      render: (v: unknown) =>
        displayValue(c.field, v, { lang, yes: tr('yes'), no: tr('no'), refLabel: c.field.ref ? refs[c.field.ref]?.labelOf : undefined }),
    }));
  return (
    <Card title={t('history')} size="small" data-testid="student-detail-history">
      {list.isError && <LoadFailed error={list.error} retry={() => void list.refetch()} />}
      <Table
        size="small"
        rowKey="StudentChangeId"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={columns}
        locale={{ emptyText: <NoData text={t('noHistory')} /> }}
        pagination={{
          current: page.cur_page,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          onChange: (cur_page, size) => setPage({ cur_page, size }),
        }}
      />
    </Card>
  );
}
