import { api } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { call } from '../../api/request.ts';
import type { FormWidget } from '../../resource/ResourceForm.tsx';

/** The payment form's contract: one of the caller's effective contracts still owing, searched by child or number. */
export const ContractField: FormWidget = ({ value, onChange, id, 'data-testid': testId }) => {
  const [keyword, setKeyword] = useState('');
  const payable = useQuery({
    queryKey: ['payments', 'payable', keyword],
    queryFn: () => call(api.contractPaymentPayable, { Keyword: keyword || undefined }, { silent: true }),
  });
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      value={value as number | undefined}
      onChange={onChange}
      loading={payable.isFetching}
      options={(payable.data ?? []).map((o) => ({ value: o.Value, label: o.Label }))}
      data-testid={testId}
    />
  );
};
