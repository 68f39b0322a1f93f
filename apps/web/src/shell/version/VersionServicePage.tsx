import { CLIENT_VERSION } from '@kc/contract';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../auth/session.ts';

/** /VersionService (hidden): the client version and the one the user last acknowledged. */
export default function VersionServicePage() {
  const { t } = useTranslation('shell');
  const user = useUser();
  const recorded = user?.SysVersion;
  return (
    <Card title={t('version.title')} data-testid="version-service-page">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('version.client')}>
          <Tag color="blue">{CLIENT_VERSION}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('version.recorded')}>
          {recorded ? <Tag color={recorded === CLIENT_VERSION ? 'green' : 'orange'}>{recorded}</Tag> : t('version.none')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
