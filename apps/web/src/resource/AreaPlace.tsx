import type { AreaNode, FieldDef, ResourceDef } from '@kc/contract';
import { Cascader } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactElement, useMemo } from 'react';
import { useAreaTree } from './areaHooks.ts';
import { areaNameMap, trimAreas } from './areas.ts';

/** The 'area' kind on screen: one ChinaArea place (its codes from the province down) in a cascader, and its names in lists. */

const AREA_FIELDS = { label: 'Name', value: 'Code', children: 'Children' } as const;

interface AreaCascaderProps {
  field: FieldDef;
  testId: string;
  t: TFunction;
  purpose: 'form' | 'filter';
  value?: unknown;
  onChange?: (value: unknown) => void;
  [injected: string]: unknown;
}

/**
 * An 'area' field's cascader. Any level can be chosen (a filter takes one area of any level; a
 * form that stops short of the last level is refused by the field's rule, with its message).
 */
export function AreaCascader({ field: f, testId, t, purpose, value, onChange, ...injected }: AreaCascaderProps): ReactElement {
  const tree = useAreaTree();
  const options = useMemo(() => trimAreas(tree.data ?? [], f.levels ?? 3), [tree.data, f.levels]);
  return (
    <Cascader<AreaNode>
      {...injected}
      data-testid={testId}
      options={options}
      fieldNames={AREA_FIELDS}
      loading={tree.isPending}
      changeOnSelect
      allowClear
      showSearch
      placeholder={t(purpose === 'filter' ? 'resource:select' : 'resource:choosePlace')}
      style={{ width: '100%' }}
      value={Array.isArray(value) ? (value as string[]) : undefined}
      onChange={(v) => onChange?.(v)}
    />
  );
}

/** Whether a definition has an 'area' field (its lists and details need the area names). */
export const hasPlace = (def: ResourceDef): boolean => Object.values(def.fields).some((f) => f.kind === 'area');

/** A place as people read it: the name of each of its codes ('北京市/市辖区/朝阳区'); undefined until the tree is loaded. */
export function useAreaPlace(enabled: boolean): ((codes: readonly string[]) => string) | undefined {
  const tree = useAreaTree(enabled);
  return useMemo(() => {
    if (!tree.data) return undefined;
    const names = areaNameMap(tree.data);
    return (codes: readonly string[]) => codes.map((c) => names.get(c) ?? c).join('/');
  }, [tree.data]);
}
