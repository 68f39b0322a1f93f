import { api, GRADE_OPTIONS, type OutputOf, schoolClass } from '@kc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Form, InputNumber, Modal, Select, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useSelectOptions } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';
import { useRefreshChildren } from './childrenQueries.ts';

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
  const selectOptions = useSelectOptions();
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
              options={selectOptions(GRADE_OPTIONS)}
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
