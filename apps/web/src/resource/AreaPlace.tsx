import type { AreaNode, FieldDef } from '@kc/contract';
import { Cascader } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactElement, useMemo } from 'react';
import { useAreaTree } from './areaHooks.ts';
import { trimAreas } from './areas.ts';

/** The area kinds on screen: one ChinaArea cascader for 'area' (one place) and 'areas' (several areas). */

const AREA_FIELDS = { label: 'Name', value: 'Code', children: 'Children' } as const;

interface AreaCascaderProps {
  field: FieldDef;
  testId: string;
  t: TFunction<'resource'>;
  purpose: 'form' | 'filter';
  value?: unknown;
  onChange?: (value: unknown) => void;
  [injected: string]: unknown;
}

/**
 * An area field's cascader, down to the field's levels. A search form takes one area of any
 * level; an 'area' form one place (one that stops short of the last level is refused by the
 * field's rule, with its message); an 'areas' form several areas, each held as its path from the
 * province (a checked province stands for all of it).
 */
export function AreaCascader({ field: f, testId, t, purpose, value, onChange, ...injected }: AreaCascaderProps): ReactElement {
  const tree = useAreaTree();
  const options = useMemo(() => trimAreas(tree.data ?? [], f.levels ?? 3), [tree.data, f.levels]);
  const common = {
    ...injected,
    'data-testid': testId,
    options,
    fieldNames: AREA_FIELDS,
    loading: tree.isPending,
    allowClear: true,
    showSearch: true,
    style: { width: '100%' },
  };
  if (f.kind === 'areas' && purpose === 'form') {
    return (
      <Cascader<AreaNode>
        {...common}
        multiple
        showCheckedStrategy={Cascader.SHOW_PARENT}
        maxTagCount="responsive"
        placeholder={t('select')}
        value={value as string[][] | undefined}
        onChange={(v) => onChange?.(v)}
      />
    );
  }
  return (
    <Cascader<AreaNode>
      {...common}
      changeOnSelect
      placeholder={t(f.kind === 'area' && purpose === 'form' ? 'choosePlace' : 'select')}
      value={Array.isArray(value) ? (value as string[]) : undefined}
      onChange={(v) => onChange?.(v)}
    />
  );
}
