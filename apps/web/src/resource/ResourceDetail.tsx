import { formatTime, isMultiValue, type ResourceDef } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, type DescriptionsProps, Drawer } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../components/QueryState.tsx';
import { type Row, resourceCall } from './api.ts';
import { useAreaTexts } from './areaHooks.ts';
import { refNamesOf, resourceKey, useLang, useRefs } from './hooks.ts';
import { detailFields, displayList, displayValue, textOf } from './model.ts';
import { ValueTags } from './multiWidgets.tsx';

export interface ResourceDetailProps {
  def: ResourceDef;
  id: number;
  /** Extra items a page shows after the fields (computed values, related records). */
  extra?: (row: Row) => DescriptionsProps['items'];
}

/** One record of a resource (GetDetail): its detail fields with labels, enum texts, dates formatted. */
export function ResourceDetail({ def, id, extra }: ResourceDetailProps) {
  const { t } = useTranslation('resource');
  const lang = useLang();
  const refs = useRefs(useMemo(() => refNamesOf(def), [def]));
  const { areaName, areaPlace } = useAreaTexts(def);
  const detail = useQuery({
    queryKey: [...resourceKey(def.name), 'detail', id],
    queryFn: () => resourceCall(def, 'GetDetail', { [def.id]: id }, { silent: true }),
  });

  if (!detail.isSuccess) return <QueryFallback query={detail} rows={6} testId="resource-detail" />;

  const row = detail.data;
  const ctx = { lang, yes: t('yes'), no: t('no'), areaName, areaPlace };
  const items: NonNullable<DescriptionsProps['items']> = detailFields(def).map(([name, f]) => ({
    key: name,
    label: textOf(f.label, lang),
    children: (
      <span data-testid={`resource-detail-${name}`}>
        {isMultiValue(f) && Array.isArray(row[name]) && (row[name] as unknown[]).length ? (
          <ValueTags texts={displayList(f, row[name], ctx)} />
        ) : (
          displayValue(f, row[name], { ...ctx, refLabel: f.ref ? refs[f.ref]?.labelOf : undefined }) || '—'
        )}
      </span>
    ) as ReactNode,
  }));
  for (const key of ['CreateTime', 'UpdateTime'] as const) {
    if (row[key])
      items.push({ key, label: t(key === 'CreateTime' ? 'createTime' : 'updateTime'), children: formatTime(row[key] as string) });
  }
  items.push(...(extra?.(row) ?? []));

  return (
    <div data-testid="resource-detail" data-row-id={id}>
      <Descriptions bordered column={1} size="small" items={items} />
    </div>
  );
}

/** The detail view in a drawer (as the list opens it). */
export function ResourceDetailDrawer({
  def,
  id,
  onClose,
  extra,
}: { def: ResourceDef; id: number | null; onClose: () => void } & Pick<ResourceDetailProps, 'extra'>) {
  const { t } = useTranslation('resource');
  const lang = useLang();
  return (
    <Drawer open={id != null} onClose={onClose} size={560} destroyOnHidden title={t('detailTitle', { title: textOf(def.title, lang) })}>
      {id != null && <ResourceDetail def={def} id={id} extra={extra} />}
    </Drawer>
  );
}

export default ResourceDetail;
