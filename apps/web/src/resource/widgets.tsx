import type { FieldDef } from '@kc/contract';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { AreaCascader } from './AreaPlace.tsx';
import type { RefState } from './hooks.ts';
import { centsToYuan, precisionOf, selectOptions } from './model.ts';
import { EnumsWidget } from './multiWidgets.tsx';

export interface WidgetProps {
  field: FieldDef;
  testId: string;
  lang: string;
  t: TFunction<'resource'>;
  refState?: RefState;
  /** For an 'enums' field with `groupBy`: that field's definition (its options name the groups). */
  groupField?: FieldDef;
  /** 'filter': a search form control (clearable; booleans as a select; no counters). */
  purpose: 'form' | 'filter';
  /** Other props antd's Form.Item injects (value, onChange, id, status). */
  [injected: string]: unknown;
}

const full = { width: '100%' } as const;

/** The input of one field by its kind, for the form and the search form alike. */
export function FieldWidget({ field: f, testId, lang, t, refState, groupField, purpose, ...injected }: WidgetProps): ReactElement {
  const filter = purpose === 'filter';
  const common = { ...injected, 'data-testid': testId };
  const placeholder = (key: 'select' | 'enter') => t(key);
  switch (f.kind) {
    case 'text':
      return filter ? (
        <Input {...common} allowClear placeholder={placeholder('enter')} />
      ) : (
        <Input.TextArea {...common} rows={3} maxLength={f.max} showCount={f.max != null} />
      );
    case 'integer':
      return <InputNumber {...common} style={full} precision={0} min={filter ? undefined : f.min} max={filter ? undefined : f.max} />;
    case 'money':
      return (
        <InputNumber
          {...common}
          style={full}
          precision={2}
          min={filter || f.min == null ? undefined : centsToYuan(f.min)}
          max={filter || f.max == null ? undefined : centsToYuan(f.max)}
          prefix="¥"
        />
      );
    case 'decimal':
      return (
        <InputNumber
          {...common}
          style={full}
          precision={precisionOf(f)}
          min={filter ? undefined : f.min}
          max={filter ? undefined : f.max}
        />
      );
    case 'boolean':
      return filter ? (
        <Select
          {...common}
          allowClear
          placeholder={placeholder('select')}
          options={[
            { value: true, label: t('yes') },
            { value: false, label: t('no') },
          ]}
        />
      ) : (
        <Switch {...common} />
      );
    case 'date':
      return <DatePicker {...common} style={full} format="YYYY-MM-DD" />;
    case 'datetime':
      return filter ? <DatePicker {...common} style={full} format="YYYY-MM-DD" /> : <DatePicker {...common} style={full} showTime />;
    case 'enums':
      return <EnumsWidget {...injected} field={f} groupField={groupField} testId={testId} lang={lang} t={t} purpose={purpose} />;
    case 'areas':
    case 'area':
      return <AreaCascader {...injected} field={f} testId={testId} t={t} purpose={purpose} />;
    case 'enum':
      return <Select {...common} allowClear placeholder={placeholder('select')} options={selectOptions(f.options ?? [], lang)} />;
    case 'ref':
    case 'refs': {
      const multiple = f.kind === 'refs' && !filter;
      if (refState?.available) {
        return (
          <Select
            {...common}
            allowClear
            mode={multiple ? 'multiple' : undefined}
            loading={refState.loading}
            placeholder={placeholder('select')}
            showSearch={{ optionFilterProp: 'label' }}
            options={refState.options}
          />
        );
      }
      // The referenced resource cannot be listed here: its id is typed in.
      return multiple ? (
        <Select {...common} mode="tags" tokenSeparators={[',', ' ']} placeholder={placeholder('enter')} />
      ) : (
        <InputNumber {...common} style={full} precision={0} min={1} placeholder={placeholder('enter')} />
      );
    }
    default:
      // A password is typed hidden and never offered by the browser's autofill of the signed-in user.
      if (f.rule === 'password' && !filter) return <Input.Password {...common} maxLength={20} autoComplete="new-password" />;
      return (
        <Input {...common} allowClear={filter} maxLength={filter ? 100 : f.max} placeholder={filter ? placeholder('enter') : undefined} />
      );
  }
}
