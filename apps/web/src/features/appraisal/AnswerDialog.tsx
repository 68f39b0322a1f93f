import { api, ITEM_KIND, type QuestionnaireItem, type questionnaireAnswerItem } from '@kc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';

interface Values {
  RecipientId: number;
  TeacherId?: number;
  Answers: Record<string, number | number[] | string | undefined>;
}

/** One item's control by its kind: one option, several, a score of 1 to 5, or a text. */
function ItemControl({ item, ...injected }: { item: QuestionnaireItem; value?: unknown; onChange?: unknown }) {
  // Form.Item hands its value and onChange to this, its child: passed on to the control (typed by each control).
  const control: object = injected;
  const testId = `answer-item-${item.ItemId}`;
  if (item.Kind === ITEM_KIND.Single)
    return <Radio.Group {...control} data-testid={testId} options={item.Options.map((o, i) => ({ label: o.Label, value: i }))} />;
  if (item.Kind === ITEM_KIND.Multiple)
    return <Checkbox.Group {...control} data-testid={testId} options={item.Options.map((o, i) => ({ label: o.Label, value: i }))} />;
  if (item.Kind === ITEM_KIND.Score)
    return <Radio.Group {...control} data-testid={testId} options={[1, 2, 3, 4, 5].map((n) => ({ label: String(n), value: n }))} />;
  return <Input.TextArea {...control} data-testid={testId} maxLength={1000} rows={2} />;
}

/** QuestionnaireAnswer/Enter: the school enters a recipient's answer (about one appraised teacher, when it names some). */
export function AnswerDialog({
  open,
  questionnaireId,
  items,
  teachers,
  onClose,
  onDone,
}: {
  open: boolean;
  questionnaireId: number;
  items: QuestionnaireItem[];
  teachers: { TeacherId: number; TeacherName: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('appraisal');
  const recipients = useQuery({
    queryKey: ['appraisal', 'recipients', questionnaireId],
    queryFn: () => call(api.questionnaireRecipients, { QuestionnaireId: questionnaireId }),
    enabled: open,
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      call(api.questionnaireAnswerEnter, {
        QuestionnaireId: questionnaireId,
        RecipientId: v.RecipientId,
        ...(v.TeacherId ? { TeacherId: v.TeacherId } : {}),
        Items: items.flatMap((item): z.input<typeof questionnaireAnswerItem>[] => {
          const a = v.Answers?.[String(item.ItemId)];
          if (a === undefined || a === '' || (Array.isArray(a) && !a.length)) return [];
          if (item.Kind === ITEM_KIND.Single) return [{ ItemId: item.ItemId, Choices: [a as number] }];
          if (item.Kind === ITEM_KIND.Multiple) return [{ ItemId: item.ItemId, Choices: a as number[] }];
          if (item.Kind === ITEM_KIND.Score) return [{ ItemId: item.ItemId, Score: a as number }];
          return [{ ItemId: item.ItemId, Text: String(a) }];
        }),
      }),
    onSuccess: (r) => {
      notify.success(r.Score == null ? t('answerSavedNoScore') : t('answerSaved', { score: r.Score }));
      onDone();
      onClose();
    },
  });
  const list = recipients.data?.list ?? [];
  return (
    <FormDialog<Values>
      open={open}
      title={t('enterAnswerTitle')}
      onClose={onClose}
      save={save}
      width={640}
      testId="answer-dialog"
      okTestId="answer-ok"
      header={recipients.isSuccess && !list.length ? <Alert type="info" showIcon message={t('noRecipients')} /> : undefined}
    >
      <Form.Item name="RecipientId" label={t('recipient')} rules={[{ required: true, message: t('recipientRequired') }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={recipients.isLoading}
          data-testid="answer-recipient"
          options={list.map((r) => ({ value: r.RecipientId, label: r.Name }))}
        />
      </Form.Item>
      {teachers.length > 0 && (
        <Form.Item name="TeacherId" label={t('appraisedTeacher')} rules={[{ required: true, message: t('teacherRequired') }]}>
          <Select data-testid="answer-teacher" options={teachers.map((x) => ({ value: x.TeacherId, label: x.TeacherName }))} />
        </Form.Item>
      )}
      {items.map((item) => (
        <Form.Item
          key={item.ItemId}
          name={['Answers', String(item.ItemId)]}
          label={item.Title}
          rules={item.Required ? [{ required: true, message: t('answerRequired') }] : []}
        >
          <ItemControl item={item} />
        </Form.Item>
      ))}
    </FormDialog>
  );
}
