import { termOfDate } from '@kc/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DialogSave, FormDialog } from '../../components/FormDialog.tsx';
import { useRefs } from '../../resource/hooks.ts';

export interface ClassTerm {
  ClassId: number;
  Term: string;
}

const REFS = ['Class'];

/** A class and a term, for drafting a class's reports or making its PDFs. */
export function ClassTermDialog({
  open,
  title,
  onClose,
  save,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  save: DialogSave<ClassTerm>;
  testId: string;
}) {
  const { t } = useTranslation('reports');
  const refs = useRefs(REFS);
  return (
    <FormDialog<ClassTerm>
      open={open}
      title={title}
      onClose={onClose}
      save={save}
      testId={testId}
      okTestId={`${testId}-ok`}
      initialValues={{ Term: termOfDate(new Date().toISOString().slice(0, 10)).term }}
    >
      <Form.Item name="ClassId" label={t('klass')} rules={[{ required: true }]}>
        <Select options={refs.Class?.options} showSearch optionFilterProp="label" data-testid={`${testId}-class`} />
      </Form.Item>
      <Form.Item name="Term" label={t('term')} extra={t('termHint')} rules={[{ required: true, pattern: /^\d{4}-\d{4}-[12]$/ }]}>
        <Input data-testid={`${testId}-term`} />
      </Form.Item>
    </FormDialog>
  );
}
