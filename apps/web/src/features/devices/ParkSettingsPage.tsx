import { parkSetting } from '@kc/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/**
 * /Ai/ParkSetting: each school's smart settings (one record per school: edited, never added).
 * The check-in window and temperature threshold are shown from the school parameters, which
 * keep them; the note links there for a role that may open them.
 */
export default function ParkSettingsPage() {
  const { t } = useTranslation('devices');
  const parameters = useScreenPath('Parameter');
  const note = (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="park-setting-shared"
      title={t('sharedSettings')}
      action={
        parameters ? (
          <Link to={parameters} data-testid="park-setting-parameters">
            {t('openParameters')}
          </Link>
        ) : undefined
      }
    />
  );
  return <ResourcePage def={parkSetting} header={note} />;
}
