import { api, contract, PAY_METHOD_OPTIONS } from '@kc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ButtonProps } from 'antd';
import { DatePicker, Form, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { LoadFailed } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { useRefs } from '../../resource/hooks.ts';
import { QuoteTable } from './QuoteTable.tsx';

interface Values {
  StudentId?: number;
  PackageId?: number;
  StartDate?: Dayjs;
  ServiceIds?: number[];
  DiscountIds?: number[];
  PayMethod?: number;
}

/**
 * A new contract for a child (the package choice): child, package, start, extra items and
 * discounts; the server's quote (Contract/Quote) is shown as they are chosen, and the contract
 * is saved as a draft with the same computation. From StudentDetail the child is given.
 */
export function NewContractDialog({
  open,
  studentId,
  onClose,
  onSaved,
}: {
  open: boolean;
  studentId?: number;
  onClose: () => void;
  onSaved: (contractId: number) => void;
}) {
  const { t } = useTranslation('contracts');
  const text = useOptionText();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? {};
  const refs = useRefs(['Student', 'ContractPackage', 'ServiceSet', 'DiscountItem']);
  const input =
    (studentId ?? values.StudentId) && values.PackageId && values.StartDate
      ? {
          StudentId: (studentId ?? values.StudentId) as number,
          PackageId: values.PackageId,
          StartDate: values.StartDate.format('YYYY-MM-DD'),
          ServiceIds: values.ServiceIds ?? [],
          DiscountIds: values.DiscountIds ?? [],
        }
      : null;
  const quote = useQuery({
    queryKey: ['resource', contract.name, 'quote', input],
    queryFn: () => call(api.contractQuote, input as NonNullable<typeof input>, { silent: true }),
    enabled: open && !!input,
    retry: false,
  });
  const save = useMutation({
    mutationFn: () => resourceCall(contract, 'Add', { ...input, PayMethod: values.PayMethod ?? 1 }),
    onSuccess: (r) => {
      onSaved(Number(r.ContractId));
      form.resetFields();
    },
  });
  const options = (name: string) => refs[name]?.options ?? [];
  return (
    <Modal
      open={open}
      width={760}
      title={t('newContract')}
      onCancel={onClose}
      okText={t('saveDraft')}
      cancelText={t('keep')}
      okButtonProps={{ disabled: !quote.isSuccess, loading: save.isPending, 'data-testid': 'contract-save' } as unknown as ButtonProps}
      onOk={() => save.mutate()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {studentId == null && (
          <Form.Item name="StudentId" label={t('child')} rules={[{ required: true }]}>
            <Select showSearch optionFilterProp="label" options={options('Student')} data-testid="contract-student" />
          </Form.Item>
        )}
        <Form.Item name="PackageId" label={t('package')} rules={[{ required: true }]}>
          <Select showSearch optionFilterProp="label" options={options('ContractPackage')} data-testid="contract-package" />
        </Form.Item>
        <Form.Item name="StartDate" label={t('startDate')} rules={[{ required: true }]}>
          <DatePicker data-testid="contract-start" />
        </Form.Item>
        <Form.Item name="ServiceIds" label={t('extraItems')}>
          <Select mode="multiple" optionFilterProp="label" options={options('ServiceSet')} data-testid="contract-items" />
        </Form.Item>
        <Form.Item name="DiscountIds" label={t('discounts')}>
          <Select mode="multiple" optionFilterProp="label" options={options('DiscountItem')} data-testid="contract-discount-pick" />
        </Form.Item>
        <Form.Item name="PayMethod" label={t('payMethod')} initialValue={1}>
          <Select options={PAY_METHOD_OPTIONS.map((o) => ({ value: o.value, label: text(PAY_METHOD_OPTIONS, o.value) }))} />
        </Form.Item>
      </Form>
      <div data-testid="contract-quote">
        {quote.isError && <LoadFailed error={quote.error} retry={() => void quote.refetch()} />}
        {quote.isSuccess && <QuoteTable quote={quote.data} totals={quote.data} />}
      </div>
    </Modal>
  );
}
