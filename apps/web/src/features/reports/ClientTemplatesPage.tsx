import { clientTemplate, fillTemplate, TEMPLATE_PLACEHOLDERS, type TemplateKind } from '@kc/contract';
import { Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormWidget } from '../../resource/ResourceForm.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** The template's text, with its preview filled from the kind's sample data below it. */
const BodyWithPreview: FormWidget = ({ field, value, onChange, id, 'data-testid': testId }) => {
  const { t } = useTranslation('reports');
  const form = Form.useFormInstance();
  const kind = (Form.useWatch('Kind', form) as TemplateKind | undefined) ?? 'report';
  const samples = TEMPLATE_PLACEHOLDERS[kind] ?? {};
  const text = typeof value === 'string' ? value : '';
  return (
    <>
      <Input.TextArea
        id={id}
        value={text}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={field.max}
        autoSize={{ minRows: 4 }}
        data-testid={testId}
      />
      <Card size="small" title={t('preview')} style={{ marginTop: 8 }}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }} data-testid="template-preview">
          {fillTemplate(text, samples)}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('previewHint', {
            names: Object.keys(samples)
              .map((n) => `{{${n}}}`)
              .join(' '),
          })}
        </Typography.Text>
      </Card>
    </>
  );
};

const WIDGETS = { Body: BodyWithPreview };

/** /Root/ClientTemplate: the operator's report, notice and plan templates, edited with a preview. */
export default function ClientTemplatesPage() {
  return <ResourcePage def={clientTemplate} formWidgets={WIDGETS} />;
}
