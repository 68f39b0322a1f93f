import { api, IDENTITY_RECORD_TYPES, IDENTITY_TYPE } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import type { FormWidget } from '../../resource/ResourceForm.tsx';

/**
 * The IdentityId control of the account form: the record the chosen IdentityType points at
 * (a staff record, an agent, a supervision body), picked by name. Platform staff have none;
 * a salesperson's record is kept by the regional-director screen. Changing the type clears it.
 */
export const IdentityPicker: FormWidget = ({ value, onChange, id, 'data-testid': testId }) => {
  const { t } = useTranslation('sys-users');
  const form = Form.useFormInstance();
  const type = Form.useWatch('IdentityType', form) as number | undefined;
  const picks = type != null && IDENTITY_RECORD_TYPES.includes(type);
  const options = useQuery({
    queryKey: ['accounts', 'identityOptions', type],
    queryFn: () => call(api.sysUserIdentityOptions, { IdentityType: type as number }, { silent: true }),
    enabled: picks,
    staleTime: 60_000,
  });

  const previous = useRef(type);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== type) onChange?.(undefined);
    previous.current = type;
  }, [type, onChange]);

  if (!picks) {
    return (
      <Select
        id={id}
        disabled
        data-testid={testId}
        placeholder={t(type === IDENTITY_TYPE.Sales ? 'identitySales' : 'identityNone')}
        value={undefined}
      />
    );
  }
  return (
    <Select
      id={id}
      data-testid={testId}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={options.isPending}
      placeholder={t('selectIdentity')}
      value={value as number | undefined}
      onChange={(v) => onChange?.(v)}
      options={(options.data ?? []).map((o) => ({ value: o.Value, label: o.Label }))}
    />
  );
};
