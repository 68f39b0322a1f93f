import { type FieldDef, type RelationProblem, type ResourceDef, relationDependencies, relationProblem } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Skeleton, Space } from 'antd';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../api/notify.ts';
import { ApiCallError } from '../api/request.ts';
import { type Row, resourceCall } from './api.ts';
import { endsFollowingStart, type FormValues, formRecord, initialFormValues, payloadValue, toPayload } from './forms.ts';
import { refNamesOf, resourceKey, useLang, useRefs } from './hooks.ts';
import { fieldOfMessage, fieldProblem, formFields, textOf } from './model.ts';
import { FieldWidget } from './widgets.tsx';

/**
 * A page's own control for one field of the form, where the kind's widget does not fit (a
 * picker that depends on another field, a secret that is set). Form.Item injects `value` and `onChange`; the
 * control may read the other values with Form.useWatch. Validation stays the field's.
 */
export type FormWidget = ComponentType<{
  field: FieldDef;
  mode: 'add' | 'edit';
  /** The record being edited, as GetDetail answered it (what a write-only field's control may say of it). */
  record?: Row;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  'data-testid': string;
}>;

export interface ResourceFormProps {
  def: ResourceDef;
  mode: 'add' | 'edit';
  open: boolean;
  /** The row to edit (from the list); its fresh values are read with GetDetail when the resource offers it. */
  record?: Row;
  /** Values an add form starts with (a page's context: the parent it adds under). */
  defaults?: Record<string, unknown>;
  onClose: () => void;
  /** After a save went through, with its answer and what was sent (the resource's lists are already being refetched). */
  onDone?: (answer: unknown, sent: Record<string, unknown>) => void;
  width?: number;
  /** Controls of the page's own for some fields, by field name. */
  widgets?: Readonly<Record<string, FormWidget>>;
  /** Values every Add of the page sends beside the form's (a view of one kind of record: its type). */
  fixed?: Readonly<Record<string, unknown>>;
}

/**
 * The add / edit form of a resource in a drawer: the writable fields by kind, validated
 * before sending (required, bounds, the spec's named rules), the server's refusal shown
 * (toasted by the request layer, and on the field when it names one).
 */
export function ResourceForm({ def, mode, open, record, defaults, onClose, onDone, width = 560, widgets, fixed }: ResourceFormProps) {
  const { t } = useTranslation('resource');
  const lang = useLang();
  const title = textOf(def.title, lang);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={width}
      destroyOnHidden
      title={t(mode === 'add' ? 'addTitle' : 'editTitle', { title })}
      footer={null}
    >
      {open && (
        <FormBody
          def={def}
          mode={mode}
          record={record}
          defaults={defaults}
          onClose={onClose}
          onDone={onDone}
          widgets={widgets}
          fixed={fixed}
        />
      )}
    </Drawer>
  );
}

function FormBody({ def, mode, record, defaults, onClose, onDone, widgets, fixed }: Omit<ResourceFormProps, 'open' | 'width'>) {
  const { t } = useTranslation('resource');
  const { t: problemText } = useTranslation(['resource', 'validation']);
  const lang = useLang();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const refs = useRefs(useMemo(() => refNamesOf(def), [def]));
  const id = record ? Number(record[def.id]) : undefined;

  const detail = useQuery({
    queryKey: [...resourceKey(def.name), 'detail', id],
    queryFn: () => resourceCall(def, 'GetDetail', { [def.id]: id as number }, { silent: true }),
    enabled: mode === 'edit' && id != null && def.actions.includes('GetDetail'),
    staleTime: 0,
  });
  const loading = mode === 'edit' && detail.isLoading;
  const initial = useMemo(
    () => (loading ? {} : { ...initialFormValues(def, mode, detail.data ?? record), ...(mode === 'add' ? defaults : {}) }),
    [loading, def, mode, detail.data, record, defaults],
  );

  const save = useMutation({
    mutationFn: (payload: Record<string, unknown>) =>
      mode === 'add' ? resourceCall(def, 'Add', payload) : resourceCall(def, 'Update', payload),
    onSuccess: (answer, sent) => {
      notify.success(t(mode === 'add' ? 'addedSuccessfully' : 'modifiedSuccessfully'));
      void queryClient.invalidateQueries({ queryKey: resourceKey(def.name) });
      onDone?.(answer, sent);
      onClose();
    },
    onError: (e) => {
      // The request layer has toasted the server's message; a message about a field goes on it too.
      if (!(e instanceof ApiCallError)) return;
      const about = fieldOfMessage(def, e);
      if (about && formFields(def, mode).some(([n]) => n === about.field)) form.setFields([{ name: about.field, errors: [about.message] }]);
    },
  });

  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;

  const submit = (values: FormValues) => save.mutate({ ...toPayload(def, mode, values, id, initial), ...(mode === 'add' ? fixed : {}) });
  const relationText = (p: RelationProblem) =>
    p.key === 'beforeStart'
      ? t('beforeStart', { field: textOf(p.other, lang) })
      : t('requiredWhen', { field: textOf(p.other, lang), value: typeof p.value === 'string' ? p.value : textOf(p.value, lang) });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onValuesChange={(changed, all) => {
        const follow = endsFollowingStart(def, changed, all);
        if (follow) form.setFieldsValue(follow);
      }}
      data-testid="resource-form"
      disabled={save.isPending}
    >
      {formFields(def, mode).map(([name, f]) => {
        const Own = widgets?.[name];
        // A write-only value is kept when its field is left empty in an edit: required only when adding.
        const required = !!f.required && !(f.writeOnly && mode === 'edit');
        return (
          <Form.Item
            key={name}
            name={name}
            label={textOf(f.label, lang)}
            required={required}
            valuePropName={f.kind === 'boolean' ? 'checked' : 'value'}
            dependencies={relationDependencies(f)}
            rules={[
              {
                validator: async (_, value) => {
                  // A value the server answers masked may stay as it is: it is not sent back.
                  if (f.mask && mode === 'edit' && value === initial[name]) return;
                  const problem = fieldProblem(
                    required === !!f.required ? f : { ...f, required },
                    typeof value === 'string' ? value : payloadValue(f, value),
                  );
                  if (problem) throw new Error(problemText(problem.key, problem.values));
                  // The rules between fields, as the server checks them (the contract's relationProblem).
                  const related = relationProblem(def.fields, name, formRecord(def, form.getFieldsValue(true)));
                  if (related) throw new Error(relationText(related));
                },
              },
            ]}
          >
            {Own ? (
              <Own field={f} mode={mode} record={detail.data ?? record} data-testid={`resource-field-${name}`} />
            ) : (
              <FieldWidget
                field={f}
                testId={`resource-field-${name}`}
                lang={lang}
                t={t}
                refState={f.ref ? refs[f.ref] : undefined}
                groupField={f.groupBy ? def.fields[f.groupBy] : undefined}
                purpose="form"
              />
            )}
          </Form.Item>
        );
      })}
      <Form.Item style={{ marginBottom: 0 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending} data-testid="resource-form-submit">
            {t('save')}
          </Button>
          <Button onClick={onClose} disabled={false} data-testid="resource-form-cancel">
            {t('cancel')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

export default ResourceForm;
