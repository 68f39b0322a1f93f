import { api, ITEM_KIND, ITEM_KIND_OPTIONS, type questionnaireItemInput } from '@kc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { QueryFallback } from '../../components/QueryState.tsx';
import { useSelectOptions } from '../../components/useOptionText.ts';
import type { Row } from '../../resource/api.ts';

type Item = z.input<typeof questionnaireItemInput>;
interface Values {
  Items: Item[];
}
const CHOICES: number[] = [ITEM_KIND.Single, ITEM_KIND.Multiple];
const blankOptions = () => [
  { Label: '', Score: 100 },
  { Label: '', Score: 0 },
];

/** One item: its question, kind, weight, whether required, and a choice's options with their points. */
function ItemFields({ index, remove }: { index: number; remove: () => void }) {
  const { t } = useTranslation('appraisal');
  const options = useSelectOptions();
  const kind = Form.useWatch(['Items', index, 'Kind']);
  const n = index + 1;
  return (
    <Card
      size="small"
      title={`${t('itemTitle')} ${n}`}
      extra={
        <Button onClick={remove} aria-label={`${t('removeItem')} ${n}`}>
          {t('removeItem')}
        </Button>
      }
    >
      <Form.Item
        name={[index, 'Title']}
        label={t('itemTitle')}
        rules={[{ required: true, whitespace: true, message: t('itemTitleRequired') }]}
      >
        <Input maxLength={200} data-testid={`item-${index}-title`} />
      </Form.Item>
      <Space wrap>
        <Form.Item name={[index, 'Kind']} label={t('kind')} rules={[{ required: true }]}>
          <Select options={options(ITEM_KIND_OPTIONS)} style={{ minWidth: 160 }} data-testid={`item-${index}-kind`} />
        </Form.Item>
        <Form.Item name={[index, 'Weight']} label={t('weight')} rules={[{ required: true }]}>
          <InputNumber min={0} max={100} precision={0} disabled={kind === ITEM_KIND.Text} data-testid={`item-${index}-weight`} />
        </Form.Item>
        <Form.Item name={[index, 'Required']} label={t('required')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      {CHOICES.includes(kind) && (
        <Form.List name={[index, 'Options']}>
          {(fields, { add, remove: removeOption }) => (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14 }}>{t('options')}</legend>
              {fields.map((f) => (
                <Space key={f.key} wrap align="baseline">
                  <Form.Item name={[f.name, 'Label']} label={t('optionLabel')} rules={[{ required: true, whitespace: true }]}>
                    <Input maxLength={100} data-testid={`item-${index}-option-${f.name}-label`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'Score']} label={t('optionScore')} rules={[{ required: true }]}>
                    <InputNumber min={0} max={100} precision={0} data-testid={`item-${index}-option-${f.name}-score`} />
                  </Form.Item>
                  <Button onClick={() => removeOption(f.name)} disabled={fields.length <= 2}>
                    {t('removeOption')}
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add({ Label: '', Score: 0 })} disabled={fields.length >= 20} data-testid={`item-${index}-add-option`}>
                {t('addOption')}
              </Button>
            </fieldset>
          )}
        </Form.List>
      )}
    </Card>
  );
}

/** Questionnaire/SaveItems: the items written anew, while nobody has answered. */
export function ItemsDialog({ questionnaire, onClose, onDone }: { questionnaire: Row | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('appraisal');
  const id = Number(questionnaire?.QuestionnaireId);
  const [form] = Form.useForm<Values>();
  const items = useQuery({
    queryKey: ['appraisal', 'items', id],
    queryFn: () => call(api.questionnaireGetItems, { QuestionnaireId: id }),
    enabled: questionnaire != null,
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      call(api.questionnaireSaveItems, {
        QuestionnaireId: id,
        Items: v.Items.map((i) => ({
          ...i,
          Weight: i.Kind === ITEM_KIND.Text ? 0 : (i.Weight ?? 0),
          Options: CHOICES.includes(i.Kind) ? (i.Options ?? []) : [],
        })) as never,
      }),
    onSuccess: () => {
      notify.success(t('itemsSaved'));
      onDone();
      onClose();
    },
  });
  const open = questionnaire != null;
  return (
    <FormDialog<Values>
      open={open && items.isSuccess}
      title={t('itemsOf', { title: String(questionnaire?.Title ?? '') })}
      onClose={onClose}
      save={save}
      form={form}
      width={760}
      initialValues={{ Items: items.data?.Items.map(({ ItemId: _id, ...i }) => i) ?? [] }}
      testId="questionnaire-items-dialog"
      okTestId="questionnaire-items-ok"
      header={items.data?.HasAnswers ? <Alert type="warning" showIcon message={t('itemsLocked')} /> : undefined}
    >
      <Form.List name="Items">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((f) => (
              <ItemFields key={f.key} index={f.name} remove={() => remove(f.name)} />
            ))}
            <Button
              type="dashed"
              block
              data-testid="questionnaire-add-item"
              onClick={() => add({ Title: '', Kind: ITEM_KIND.Single, Weight: 1, Required: true, Options: blankOptions() })}
            >
              {t('addItem')}
            </Button>
          </Space>
        )}
      </Form.List>
      {open && !items.isSuccess && <QueryFallback query={items} rows={3} />}
    </FormDialog>
  );
}
