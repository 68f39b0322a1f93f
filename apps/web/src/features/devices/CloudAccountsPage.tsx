import { cloudAccount } from '@kc/contract';
import { Alert, Input, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../resource/api.ts';
import type { FormWidget } from '../../resource/ResourceForm.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** Whether a secret is kept, as a tag (the secret itself is never answered). */
function SecretState({ set, testId }: { set: boolean; testId: string }) {
  const { t } = useTranslation('devices');
  return (
    <Tag color={set ? 'green' : undefined} data-testid={testId} data-set={set}>
      {t(set ? 'secretSet' : 'secretNotSet')}
    </Tag>
  );
}

/**
 * The AppSecret of the form: typed hidden, never filled (the server does not answer it). Editing
 * an account whose secret is set says so: left empty, the saved one is kept.
 */
const SecretField: FormWidget = ({ mode, record, value, onChange, id, 'data-testid': testId }) => {
  const { t } = useTranslation('devices');
  const set = mode === 'edit' && record?.AppSecretSet === true;
  return (
    <Space.Compact block>
      <Input.Password
        id={id}
        value={typeof value === 'string' ? value : undefined}
        onChange={(e) => onChange?.(e.target.value)}
        autoComplete="new-password"
        maxLength={256}
        placeholder={mode === 'edit' ? t(set ? 'secretKeep' : 'secretNew') : undefined}
        data-testid={testId}
      />
      {mode === 'edit' && (
        <Space style={{ paddingInline: 8 }}>
          <SecretState set={set} testId={`${testId}-state`} />
        </Space>
      )}
    </Space.Compact>
  );
};
const formWidgets = { AppSecret: SecretField };

const secretColumn = (built: ColumnsType<Row>): ColumnsType<Row> =>
  built.map((c) =>
    c.key === 'AppSecretSet'
      ? { ...c, render: (_: unknown, row: Row) => <SecretState set={row.AppSecretSet === true} testId="cloud-secret-state" /> }
      : c,
  );

/** /Ai/CloudAccount: a school's camera-cloud accounts; the AppSecret is write-only (the list says whether it is set). */
export default function CloudAccountsPage() {
  const { t } = useTranslation('devices');
  return (
    <ResourcePage
      def={cloudAccount}
      formWidgets={formWidgets}
      columns={secretColumn}
      header={<Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('noTestConnection')} />}
    />
  );
}
