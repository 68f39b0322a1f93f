import {
  api,
  GRADE_OPTIONS,
  type OutputOf,
  STUDENT_CHANGE_KIND,
  STUDENT_CHANGE_KIND_OPTIONS,
  STUDENT_CHANGE_RULES,
  schoolClass,
  student,
  studentChange,
} from '@kc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, DatePicker, Empty, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { type Row, resourceCall } from '../../resource/api.ts';
import { resourceKey, useLang, useRefs } from '../../resource/hooks.ts';
import { textOf } from '../../resource/model.ts';
import './locales.ts';

/** After a change to children: every list of children and of their history reloads. */
function useRefreshChildren() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: resourceKey(student.name) });
    void queryClient.invalidateQueries({ queryKey: resourceKey(studentChange.name) });
    void queryClient.invalidateQueries({ queryKey: ['students'] });
  };
}

const DATE = 'YYYY-MM-DD';
const classSelect = { showSearch: { optionFilterProp: 'label' }, style: { width: '100%' } } as const;

/** The classes the user may place children in (the Class picker's source). */
function useClassOptions(exclude?: number | null) {
  const refs = useRefs(useMemo(() => ['Class'], []));
  const state = refs.Class;
  return { loading: state?.loading ?? false, options: (state?.options ?? []).filter((o) => o.value !== exclude) };
}

/** Moves the chosen children to one class (Student/MoveClass); the server checks the room and the school. */
export function MoveClassDialog({ ids, onClose }: { ids: number[] | null; onClose: () => void }) {
  const { t } = useTranslation('students');
  const refresh = useRefreshChildren();
  const classes = useClassOptions();
  const [form] = Form.useForm<{ ClassId: number; Reason?: string }>();
  const move = useMutation({
    mutationFn: (v: { ClassId: number; Reason?: string }) =>
      call(api.studentMoveClass, { Ids: ids ?? [], ClassId: v.ClassId, Reason: v.Reason?.trim() || undefined }),
    onSuccess: ({ Moved }) => {
      notify.success(t('moved', { count: Moved }));
      refresh();
      onClose();
    },
  });
  return (
    <Modal
      open={ids != null}
      title={t('moveTitle', { count: ids?.length ?? 0 })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={move.isPending}
      okButtonProps={{ 'data-testid': 'students-move-submit' } as Record<string, string>}
      destroyOnHidden
      modalRender={(node) => <div data-testid="students-move-dialog">{node}</div>}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => move.mutate(v)}>
        <Form.Item name="ClassId" label={t('targetClass')} rules={[{ required: true, message: t('chooseClass') }]}>
          <Select
            {...classSelect}
            loading={classes.loading}
            options={classes.options}
            placeholder={t('chooseClass')}
            data-testid="students-move-class"
          />
        </Form.Item>
        <Form.Item name="Reason" label={t('reason')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ChangeValues {
  Kind: number;
  ChangeDate: Dayjs;
  ToClassId?: number;
  Reason?: string;
}

/** Applies one change to a child (StudentChange/Add): only the kinds the child's status allows are offered. */
export function ChangeDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('students');
  const lang = useLang();
  const refresh = useRefreshChildren();
  const [form] = Form.useForm<ChangeValues>();
  const kind = Form.useWatch('Kind', form);
  const classes = useClassOptions(row?.ClassId as number | null | undefined);
  const kinds = STUDENT_CHANGE_KIND_OPTIONS.filter((o) => STUDENT_CHANGE_RULES[Number(o.value)]?.from.includes(Number(row?.Status)));
  const save = useMutation({
    mutationFn: (v: ChangeValues) =>
      resourceCall(studentChange, 'Add', {
        StudentId: Number(row?.StudentId),
        Kind: v.Kind,
        ChangeDate: v.ChangeDate.format(DATE),
        ...(v.Kind === STUDENT_CHANGE_KIND.Transfer ? { ToClassId: v.ToClassId } : {}),
        ...(v.Reason?.trim() ? { Reason: v.Reason.trim() } : {}),
      }),
    onSuccess: () => {
      notify.success(t('changed'));
      refresh();
      onClose();
    },
  });
  return (
    <Modal
      open={row != null}
      title={t('changeTitle', { name: row?.StudentName ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'students-change-submit' } as Record<string, string>}
      destroyOnHidden
      modalRender={(node) => <div data-testid="students-change-dialog">{node}</div>}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ ChangeDate: dayjs() }} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="Kind" label={t('kind')} rules={[{ required: true, message: t('required') }]}>
          <Select options={kinds.map((o) => ({ value: o.value, label: textOf(o.label, lang) }))} data-testid="students-change-kind" />
        </Form.Item>
        {kind === STUDENT_CHANGE_KIND.Transfer && (
          <Form.Item name="ToClassId" label={t('toClass')} rules={[{ required: true, message: t('chooseClass') }]}>
            <Select {...classSelect} loading={classes.loading} options={classes.options} data-testid="students-change-class" />
          </Form.Item>
        )}
        <Form.Item name="ChangeDate" label={t('changeDate')} rules={[{ required: true, message: t('required') }]}>
          <DatePicker style={{ width: '100%' }} format={DATE} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="Reason" label={t('reason')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Sets or ends a child's VIP (Student/SetVip): schools with the premium contract only (the server says so otherwise). */
export function VipDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('students');
  const refresh = useRefreshChildren();
  const [form] = Form.useForm<{ VipExpireTime: Dayjs }>();
  const current = row?.VipExpireTime ? dayjs(String(row.VipExpireTime)) : null;
  const save = useMutation({
    mutationFn: (until: Dayjs | null) =>
      call(api.studentSetVip, { Ids: [Number(row?.StudentId)], VipExpireTime: until ? until.endOf('day').format() : null }),
    onSuccess: (_, until) => {
      notify.success(t(until ? 'vipSaved' : 'vipCleared'));
      refresh();
      onClose();
    },
  });
  return (
    <Modal
      open={row != null}
      title={t('vipTitle', { name: row?.StudentName ?? '' })}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(node) => <div data-testid="students-vip-dialog">{node}</div>}
      footer={
        <Space>
          {current && (
            <Button danger onClick={() => save.mutate(null)} loading={save.isPending} data-testid="students-vip-clear">
              {t('vipClear')}
            </Button>
          )}
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()} loading={save.isPending} data-testid="students-vip-submit">
            {t('ok')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('vipOnlyPremium')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ VipExpireTime: current ?? dayjs().add(1, 'year') }}
        onFinish={(v) => save.mutate(v.VipExpireTime)}
      >
        <Form.Item name="VipExpireTime" label={t('vipUntil')} rules={[{ required: true, message: t('required') }]}>
          <DatePicker style={{ width: '100%' }} format={DATE} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type Division = OutputOf<typeof api.studentDivideClass>;
interface DivideValues {
  Grade: string;
  ClassIds: number[];
  MatchGrade: boolean;
  EnrolYear?: number;
}

/**
 * Divides the children awaiting a class into the chosen classes of one grade
 * (Student/DivideClass): a preview first (nothing written), then the same division applied.
 */
export function DivideClassDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('students');
  const lang = useLang();
  const refresh = useRefreshChildren();
  const [form] = Form.useForm<DivideValues>();
  const grade = Form.useWatch('Grade', form);
  const [preview, setPreview] = useState<{ input: DivideValues; result: Division } | null>(null);
  const classes = useQuery({
    queryKey: [...resourceKey(schoolClass.name), 'divide-classes'],
    queryFn: () => resourceCall(schoolClass, 'SelectPage', { cur_page: 1, size: 100, State: 0, sort: 'ClassName' }, { silent: true }),
    enabled: open,
  });
  const ofGrade = (classes.data?.list ?? []).filter((c) => c.Grade === grade);
  const run = useMutation({
    mutationFn: ({ input, Apply }: { input: DivideValues; Apply: boolean }) =>
      call(api.studentDivideClass, {
        ClassIds: input.ClassIds,
        MatchGrade: input.MatchGrade,
        ...(input.EnrolYear ? { EnrolYear: input.EnrolYear } : {}),
        Apply,
      }),
    onSuccess: (result, { input, Apply }) => {
      if (!Apply) {
        setPreview({ input, result });
        return;
      }
      notify.success(t('applied', { count: result.Classes.reduce((n, c) => n + c.Added.length, 0) }));
      refresh();
      close();
    },
  });
  const close = () => {
    setPreview(null);
    onClose();
  };
  const placed = preview ? preview.result.Classes.reduce((n, c) => n + c.Added.length, 0) : 0;
  return (
    <Modal
      open={open}
      width={760}
      title={t('divideTitle')}
      onCancel={close}
      destroyOnHidden
      modalRender={(node) => <div data-testid="students-divide-dialog">{node}</div>}
      footer={
        <Space>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button onClick={() => form.submit()} loading={run.isPending && !preview} data-testid="students-divide-preview">
            {t('preview')}
          </Button>
          <Button
            type="primary"
            disabled={!preview || placed === 0}
            loading={run.isPending && !!preview}
            onClick={() => preview && run.mutate({ input: preview.input, Apply: true })}
            data-testid="students-divide-apply"
          >
            {t('apply')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('divideHint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ MatchGrade: true, ClassIds: [] }}
        onValuesChange={() => setPreview(null)}
        onFinish={(v) => run.mutate({ input: v, Apply: false })}
      >
        <Space wrap align="start" size="large">
          <Form.Item name="Grade" label={t('grade')} rules={[{ required: true, message: t('required') }]}>
            <Select
              style={{ width: 160 }}
              options={GRADE_OPTIONS.map((o) => ({ value: o.value, label: textOf(o.label, lang) }))}
              onChange={() => form.setFieldValue('ClassIds', [])}
              data-testid="students-divide-grade"
            />
          </Form.Item>
          <Form.Item name="EnrolYear" label={t('enrolYear')}>
            <InputNumber min={2000} max={2100} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="MatchGrade" label={t('matchGrade')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="ClassIds" label={t('classes')} rules={[{ required: true, type: 'array', min: 1, message: t('chooseClasses') }]}>
          <Checkbox.Group data-testid="students-divide-classes">
            <Space wrap>
              {ofGrade.map((c) => (
                <Checkbox key={String(c.ClassId)} value={c.ClassId} data-testid={`students-divide-class-${c.ClassId}`}>
                  {String(c.ClassName)}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
      </Form>
      {preview &&
        (placed === 0 && preview.result.Unplaced.length === 0 ? (
          <Empty description={t('nothingToDivide')} data-testid="students-divide-empty" />
        ) : (
          <>
            <Table
              size="small"
              rowKey="ClassId"
              pagination={false}
              data-testid="students-divide-result"
              dataSource={preview.result.Classes}
              columns={[
                { key: 'name', title: t('classes'), dataIndex: 'ClassName' },
                { key: 'before', title: t('before'), render: (_, c) => `${c.Before} / ${c.Capacity}` },
                {
                  key: 'added',
                  title: t('added'),
                  render: (_, c) => (
                    <span data-testid={`students-divide-added-${c.ClassId}`}>
                      {c.Added.length}: {c.Added.map((k) => k.StudentName).join('、')}
                    </span>
                  ),
                },
                {
                  key: 'gender',
                  title: t('boysGirls'),
                  render: (_, c) =>
                    `${c.Boys + c.Added.filter((k) => k.Gender === 1).length} / ${c.Girls + c.Added.filter((k) => k.Gender === 2).length}`,
                },
              ]}
            />
            {preview.result.Unplaced.length > 0 && (
              <Alert
                type="warning"
                showIcon
                style={{ marginTop: 12 }}
                title={t('unplaced', { names: preview.result.Unplaced.map((k) => k.StudentName).join('、') })}
              />
            )}
          </>
        ))}
    </Modal>
  );
}

/** Birthdays of a month (Student/SelectBirthdayList): by default each school's current month, on its local date. */
export function BirthdaysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('students');
  const [month, setMonth] = useState<number | undefined>();
  const [page, setPage] = useState({ cur_page: 1, size: 10 });
  const list = useQuery({
    queryKey: ['students', 'birthdays', month, page],
    queryFn: () => call(api.studentBirthdayList, { ...page, ...(month ? { Month: month } : {}) }, { silent: true }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open={open}
      width={720}
      title={t('birthdaysTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      destroyOnHidden
      modalRender={(node) => <div data-testid="students-birthdays-dialog">{node}</div>}
    >
      <Space style={{ marginBottom: 12 }}>
        <span>{t('month')}</span>
        <Select
          style={{ width: 220 }}
          value={month ?? 0}
          onChange={(v) => {
            setMonth(v || undefined);
            setPage((p) => ({ ...p, cur_page: 1 }));
          }}
          options={[
            { value: 0, label: t('currentMonth') },
            ...Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: t('monthN', { month: i + 1 }) })),
          ]}
          data-testid="students-birthdays-month"
        />
      </Space>
      {list.isError && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Table
        size="small"
        rowKey="StudentId"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        data-testid="students-birthdays-table"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        pagination={{
          current: page.cur_page,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          onChange: (cur_page, size) => setPage({ cur_page, size }),
        }}
        columns={[
          { key: 'name', title: t('name'), dataIndex: 'StudentName' },
          { key: 'class', title: t('classes'), render: (_, r) => r.ClassName ?? '—' },
          {
            key: 'birthday',
            title: t('birthdayDate'),
            render: (_, r) => (
              <Space size={4}>
                {r.BirthdayDate.slice(5)}
                {r.IsToday && <Tag color="magenta">{t('today')}</Tag>}
              </Space>
            ),
          },
          { key: 'turns', title: '', render: (_, r) => t('turns', { years: r.TurnsYears }) },
          { key: 'age', title: '', render: (_, r) => t('age', { years: r.AgeYears, months: r.AgeMonths }) },
        ]}
      />
    </Modal>
  );
}
