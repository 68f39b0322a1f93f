import { schoolKeepCategory } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';
import type { FormWidget } from '../../resource/ResourceForm.tsx';

/**
 * An expense's type: the active types of the school chosen in the form only (the server refuses
 * another school's); in an add form a type left from another school is cleared when the school
 * changes (an edit keeps the school, and a type since disabled stays named).
 */
export const CategoryField: FormWidget = ({ value, onChange, id, mode, record, 'data-testid': testId }) => {
  const { t } = useTranslation('resource');
  const form = Form.useFormInstance();
  const picked = Form.useWatch('SchoolId', form) as number | undefined;
  const schoolId = picked ?? (record?.SchoolId as number | undefined);
  const types = useQuery({
    queryKey: [...resourceKey(schoolKeepCategory.name), 'of-school', schoolId],
    queryFn: () =>
      resourceCall(schoolKeepCategory, 'SelectPage', { cur_page: 1, size: 100, SchoolId: schoolId, State: 0, sort: 'SortOrder' } as never, {
        silent: true,
      }),
    enabled: schoolId != null,
  });
  const options = ((types.data as { list?: { CategoryId: number; CategoryName: string }[] } | undefined)?.list ?? []).map((c) => ({
    value: c.CategoryId,
    label: c.CategoryName,
  }));
  useEffect(() => {
    if (mode === 'add' && types.isSuccess && value != null && !options.some((o) => o.value === value)) onChange?.(undefined);
  }, [mode, types.isSuccess, options, value, onChange]);
  return (
    <Select
      id={id}
      data-testid={testId}
      value={value}
      onChange={onChange}
      allowClear
      disabled={schoolId == null}
      loading={types.isFetching}
      placeholder={t('select')}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
    />
  );
};
