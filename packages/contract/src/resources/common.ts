import type { EnumOption } from '../resource.ts';

/** State 0 = active / normal (DOMAIN.md), 1 = disabled. */
export const STATE_OPTIONS: readonly EnumOption[] = [
  { value: 0, label: { zh: '正常', en: 'Active', es: 'Activo' } },
  { value: 1, label: { zh: '停用', en: 'Disabled', es: 'Desactivado' } },
];

export const stateField = {
  kind: 'enum',
  label: { zh: '状态', en: 'State', es: 'Estado' },
  options: STATE_OPTIONS,
  list: true,
  filter: 'eq',
  sort: true,
  edit: true,
} as const;
