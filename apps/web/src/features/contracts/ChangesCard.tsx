import {
  api,
  CHANGE_KIND,
  CHANGE_KIND_OPTIONS,
  CHANGE_STATE,
  CHANGE_STATE_OPTIONS,
  CONTRACT_STATE,
  contractChange,
  formatCents,
} from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ButtonProps } from 'antd';
import { Button, Card, DatePicker, Form, Input, Modal, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { LoadFailed } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { type Row, resourceCall } from '../../resource/api.ts';
import { useMenuGrants, useRefs } from '../../resource/hooks.ts';

interface Values {
  Kind?: number;
  ClassId?: number;
  PackageId?: number;
  FromDate?: Dayjs;
  ToDate?: Dayjs;
  Reason?: string;
}

/**
 * A contract's changes (transfer class, suspend, extend, upgrade, refund): the list with the
 * audit of a pending one, and the request dialog, where the server's figures (the refund
 * computed, the upgrade's difference) are shown before it is sent.
 */
export function ChangesCard({ contractId, state, onChanged }: { contractId: number; state: number; onChanged: () => void }) {
  const { t } = useTranslation('contracts');
  const text = useOptionText();
  const can = useMenuGrants(contractChange.menu);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? {};
  const refs = useRefs(['Class', 'ContractPackage']);
  const changes = useQuery({
    queryKey: ['resource', contractChange.name, 'of', contractId],
    queryFn: () => resourceCall(contractChange, 'SelectPage', { ContractId: contractId, cur_page: 1, size: 50 }, { silent: true }),
  });
  const input = values.Kind
    ? {
        ContractId: contractId,
        Kind: values.Kind as 1,
        ClassId: values.ClassId,
        PackageId: values.PackageId,
        FromDate: values.FromDate?.format('YYYY-MM-DD'),
        ToDate: values.ToDate?.format('YYYY-MM-DD'),
      }
    : null;
  const needs = (k: number) => values.Kind === k;
  const ready =
    !!input &&
    (!needs(CHANGE_KIND.TransferClass) || !!input.ClassId) &&
    (!needs(CHANGE_KIND.Upgrade) || !!input.PackageId) &&
    (!needs(CHANGE_KIND.Suspend) || (!!input.FromDate && !!input.ToDate)) &&
    (!needs(CHANGE_KIND.Extend) || !!input.ToDate);
  const quote = useQuery({
    queryKey: ['resource', contractChange.name, 'quote', input],
    queryFn: () => call(api.contractChangeQuote, input as NonNullable<typeof input>, { silent: true }),
    enabled: open && ready,
    retry: false,
  });
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: ['resource', contractChange.name] });
    onChanged();
  };
  const request = useMutation({
    mutationFn: () => call(api.contractChangeRequest, { ...(input as NonNullable<typeof input>), Reason: String(values.Reason ?? '') }),
    onSuccess: () => {
      setOpen(false);
      notify.success(t('requested'));
      done();
    },
  });
  const audit = useMutation({
    mutationFn: (a: { id: number; approved: boolean }) =>
      call(api.contractChangeAudit, { ChangeId: a.id, Approved: a.approved, AuditRemark: a.approved ? '' : t('rejectedRemark') }),
    onSuccess: () => {
      notify.success(t('done'));
      done();
    },
  });
  const kinds = CHANGE_KIND_OPTIONS.map((o) => ({ value: o.value, label: text(CHANGE_KIND_OPTIONS, o.value) }));
  return (
    <Card
      title={t('changes')}
      extra={
        can('edit') &&
        state === CONTRACT_STATE.Effective && (
          <Button onClick={() => setOpen(true)} data-testid="change-new">
            {t('requestChange')}
          </Button>
        )
      }
    >
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="ChangeId"
        loading={changes.isPending}
        dataSource={changes.data?.list ?? []}
        data-testid="contract-changes"
        columns={[
          { title: t('change'), dataIndex: 'Kind', render: (v) => text(CHANGE_KIND_OPTIONS, v) },
          { title: t('refundAmount'), dataIndex: 'RefundAmount', render: (v) => `¥${formatCents(Number(v))}` },
          { title: t('reason'), dataIndex: 'Reason' },
          { title: t('requestedBy'), dataIndex: 'RequesterName' },
          { title: t('state'), dataIndex: 'State', render: (v) => text(CHANGE_STATE_OPTIONS, v) },
          { title: t('auditedBy'), dataIndex: 'AuditorName' },
          {
            title: '',
            key: 'audit',
            render: (_, r) =>
              can('audit') &&
              Number(r.State) === CHANGE_STATE.Pending && (
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => audit.mutate({ id: Number(r.ChangeId), approved: true })}
                    data-testid="change-approve"
                  >
                    {t('approve')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => audit.mutate({ id: Number(r.ChangeId), approved: false })}
                    data-testid="change-reject"
                  >
                    {t('reject')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        open={open}
        title={t('requestChange')}
        onCancel={() => setOpen(false)}
        okText={t('request')}
        cancelText={t('keep')}
        okButtonProps={
          {
            disabled: !quote.isSuccess || !String(values.Reason ?? '').trim(),
            loading: request.isPending,
            'data-testid': 'change-submit',
          } as unknown as ButtonProps
        }
        onOk={() => request.mutate()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="Kind" label={t('change')}>
            <Select options={kinds} data-testid="change-kind" />
          </Form.Item>
          {needs(CHANGE_KIND.TransferClass) && (
            <Form.Item name="ClassId" label={t('class')}>
              <Select showSearch optionFilterProp="label" options={refs.Class?.options ?? []} />
            </Form.Item>
          )}
          {needs(CHANGE_KIND.Upgrade) && (
            <Form.Item name="PackageId" label={t('package')}>
              <Select showSearch optionFilterProp="label" options={refs.ContractPackage?.options ?? []} />
            </Form.Item>
          )}
          {(needs(CHANGE_KIND.Suspend) || needs(CHANGE_KIND.Refund)) && (
            <Form.Item name="FromDate" label={needs(CHANGE_KIND.Refund) ? t('lastDayUsed') : t('from')}>
              <DatePicker data-testid="change-from" />
            </Form.Item>
          )}
          {(needs(CHANGE_KIND.Suspend) || needs(CHANGE_KIND.Extend)) && (
            <Form.Item name="ToDate" label={t('to')}>
              <DatePicker />
            </Form.Item>
          )}
          <Form.Item name="Reason" label={t('reason')}>
            <Input.TextArea rows={2} maxLength={200} data-testid="change-reason" />
          </Form.Item>
        </Form>
        {quote.isError && <LoadFailed error={quote.error} retry={() => void quote.refetch()} />}
        {quote.isSuccess && needs(CHANGE_KIND.Refund) && (
          <p data-testid="change-refund">
            {t('refundComputed', {
              amount: formatCents(quote.data.RefundAmount),
              unused: quote.data.UnusedUnits,
              total: quote.data.TotalUnits,
              refundable: formatCents(quote.data.Refundable),
            })}
          </p>
        )}
        {quote.isSuccess && needs(CHANGE_KIND.Upgrade) && <p>{t('difference', { amount: formatCents(quote.data.DifferenceAmount) })}</p>}
      </Modal>
    </Card>
  );
}
