import type { FieldDef } from '@kc/contract';
import { Checkbox, Form, Select, type SelectProps, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactElement, useEffect, useMemo } from 'react';
import { textOf } from './model.ts';

/** Inputs of the multi-value kind 'enums' (checkboxes, options of the chosen group), and the tags of both multi-value kinds ('areas' has its cascader in AreaPlace.tsx). */

interface MultiProps {
  field: FieldDef;
  /** For an 'enums' field with `groupBy`: the field whose value picks the options. */
  groupField?: FieldDef;
  testId: string;
  lang: string;
  t: TFunction<'resource'>;
  purpose: 'form' | 'filter';
  value?: unknown;
  onChange?: (value: unknown) => void;
  [injected: string]: unknown;
}

const sameGroup = (a: unknown, b: unknown) => a != null && b != null && String(a) === String(b);

/** 'enums' in a form: a checkbox per option (only the chosen group's); in a search form: one option, grouped. */
export function EnumsWidget({ field: f, groupField, testId, lang, t, purpose, value, onChange, ...injected }: MultiProps): ReactElement {
  const form = Form.useFormInstance();
  const by = f.groupBy;
  const group = Form.useWatch((values: Record<string, unknown>) => (by ? values?.[by] : undefined), form);
  const options = f.options ?? [];
  const offered = by ? options.filter((o) => sameGroup(o.group, group)) : options;
  const selected = useMemo(() => (Array.isArray(value) ? value.map(String) : []), [value]);

  // Another group chosen: values of the former one no longer apply.
  useEffect(() => {
    if (purpose !== 'form' || !by || group == null) return;
    const kept = selected.filter((v) => options.some((o) => String(o.value) === v && sameGroup(o.group, group)));
    if (kept.length !== selected.length) onChange?.(kept);
  }, [purpose, by, group, selected, options, onChange]);

  if (purpose === 'filter') {
    const groups = groupField?.options;
    const item = (o: (typeof options)[number]) => ({ value: String(o.value), label: textOf(o.label, lang) });
    const choices: SelectProps['options'] =
      by && groups
        ? groups.map((g) => ({
            label: textOf(g.label, lang),
            title: textOf(g.label, lang),
            options: options.filter((o) => sameGroup(o.group, g.value)).map(item),
          }))
        : options.map(item);
    return (
      <Select
        {...injected}
        value={value}
        onChange={onChange}
        data-testid={testId}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('select')}
        options={choices}
      />
    );
  }
  if (by && group == null) {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('chooseFirst', { field: groupField ? textOf(groupField.label, lang) : by })}
      </Typography.Text>
    );
  }
  return (
    <Checkbox.Group
      {...injected}
      value={selected}
      onChange={(v) => onChange?.(v)}
      data-testid={testId}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 8 }}
      options={offered.map((o) => ({ value: String(o.value), label: textOf(o.label, lang) }))}
    />
  );
}

/** The values of a multi-value field as tags (lists and the detail view). */
export function ValueTags({ texts }: { texts: readonly string[] }): ReactElement {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, maxWidth: 480 }}>
      {texts.map((text) => (
        <Tag key={text} style={{ marginInlineEnd: 0 }}>
          {text}
        </Tag>
      ))}
    </span>
  );
}
