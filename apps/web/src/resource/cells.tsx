import { isMultiValue, type ResourceDef } from '@kc/contract';
import { Tag, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from './api.ts';
import { useAreaTexts } from './areaHooks.ts';
import { refNamesOf, useLang, useRefs } from './hooks.ts';
import { type CellContext, type ColumnSpec, displayList, displayValue } from './model.ts';
import { ValueTags } from './multiWidgets.tsx';

const TAG_COLORS = ['success', 'default', 'warning', 'processing', 'error'];

/** How a list draws a resource's cells (tables and phone cards alike) and names a row. */
export function useCells(def: ResourceDef) {
  const { t } = useTranslation('resource');
  const lang = useLang();
  const refs = useRefs(useMemo(() => refNamesOf(def), [def]));
  const { areaName, areaPlace } = useAreaTexts(def);
  const ctx: CellContext = { lang, yes: t('yes'), no: t('no'), areaName, areaPlace };
  const renderCell = (c: ColumnSpec, value: unknown): ReactNode => {
    if (isMultiValue(c.field)) return <ValueTags texts={displayList(c.field, value, ctx)} />;
    const text = displayValue(c.field, value, { ...ctx, refLabel: c.field.ref ? refs[c.field.ref]?.labelOf : undefined });
    if (c.field.kind === 'enum' && c.key === 'State' && text) {
      const index = c.field.options?.findIndex((o) => String(o.value) === String(value)) ?? -1;
      return <Tag color={TAG_COLORS[index] ?? 'default'}>{text}</Tag>;
    }
    return text;
  };
  const nameOf = (row: Row): string => {
    const shown = def.fields[def.display];
    return (shown && displayValue(shown, row[def.display], ctx)) || String(row[def.display] ?? row[def.id]);
  };
  return { renderCell, nameOf };
}

/** A cell's text on one line, cut with an ellipsis and a tooltip when it is longer than its column may grow. */
export function ClippedCell({ children, max = 240 }: { children: ReactNode; max?: number }) {
  if (typeof children !== 'string' || children.length < max / 16) return children;
  return (
    <Typography.Text ellipsis={{ tooltip: children }} style={{ maxWidth: max, display: 'inline-block', verticalAlign: 'middle' }}>
      {children}
    </Typography.Text>
  );
}
