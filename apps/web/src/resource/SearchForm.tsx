import type { ResourceDef } from '@kc/contract';
import { Button, Card, Col, DatePicker, Drawer, Form, InputNumber, Row, Space } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormValues, filtersFromSearchForm, searchFormValues } from './forms.ts';
import { refNamesOf, useLang, useRefs } from './hooks.ts';
import { fieldEntries, precisionOf, textOf } from './model.ts';
import { FieldWidget } from './widgets.tsx';

export interface SearchFormProps {
  def: ResourceDef;
  /** The raw filters in force (from the URL). */
  filters: Record<string, string>;
  onSearch: (filters: Record<string, string>) => void;
  onReset: () => void;
}

/** The search form of a resource: one control per filter field (exact, contains, from/to). */
export function SearchForm({ def, filters, onSearch, onReset }: SearchFormProps) {
  const { t } = useTranslation('resource');
  const lang = useLang();
  const [form] = Form.useForm<FormValues>();
  const refs = useRefs(useMemo(() => refNamesOf(def), [def]));
  const fields = fieldEntries(def).filter(([, f]) => f.filter);

  // The URL is the source of truth: back / forward and shared links refill the form.
  const key = JSON.stringify(filters);
  useEffect(() => {
    form.setFieldsValue(searchFormValues(def, JSON.parse(key)));
  }, [form, def, key]);

  if (fields.length === 0) return null;

  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="resource-search"
      onFinish={(values) => onSearch(filtersFromSearchForm(def, values))}
      initialValues={searchFormValues(def, filters)}
    >
      <Row gutter={16} align="bottom">
        {fields.map(([name, f]) => {
          const label = textOf(f.label, lang);
          let control: ReactNode;
          if (f.filter === 'range' && (f.kind === 'date' || f.kind === 'datetime')) {
            control = (
              <Form.Item name={name} label={label}>
                <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} data-testid={`resource-filter-${name}`} />
              </Form.Item>
            );
          } else if (f.filter === 'range') {
            control = (
              <Form.Item label={label}>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name={`${name}_from`} noStyle>
                    <InputNumber
                      style={{ width: '50%' }}
                      placeholder={t('from')}
                      precision={precisionOf(f)}
                      data-testid={`resource-filter-${name}_from`}
                    />
                  </Form.Item>
                  <Form.Item name={`${name}_to`} noStyle>
                    <InputNumber
                      style={{ width: '50%' }}
                      placeholder={t('to')}
                      precision={precisionOf(f)}
                      data-testid={`resource-filter-${name}_to`}
                    />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            );
          } else {
            control = (
              <Form.Item name={name} label={label}>
                <FieldWidget
                  field={f}
                  testId={`resource-filter-${name}`}
                  lang={lang}
                  t={t}
                  refState={f.ref ? refs[f.ref] : undefined}
                  groupField={f.groupBy ? def.fields[f.groupBy] : undefined}
                  purpose="filter"
                />
              </Form.Item>
            );
          }
          return (
            <Col key={name} xs={24} sm={12} md={8} xl={6}>
              {control}
            </Col>
          );
        })}
        <Col xs={24} sm={12} md={8} xl={6}>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid="resource-search-submit">
                {t('search')}
              </Button>
              <Button
                data-testid="resource-search-reset"
                onClick={() => {
                  form.resetFields();
                  onReset();
                }}
              >
                {t('reset')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

/**
 * A list's filters: a card above the list on a desktop; under the breakpoint (`compact`) a
 * drawer from the bottom, opened by the toolbar's "Filters" button, closed by a search or reset.
 */
export function ListFilters(props: SearchFormProps & { compact: boolean; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { compact, open, onClose, ...form } = props;
  if (!compact) {
    return (
      <Card size="small" styles={{ body: { paddingBottom: 0 } }}>
        <SearchForm {...form} />
      </Card>
    );
  }
  return (
    <Drawer open={open} onClose={onClose} title={t('filters')} placement="bottom" size="80%" data-testid="resource-filters" forceRender>
      <SearchForm {...form} />
    </Drawer>
  );
}
