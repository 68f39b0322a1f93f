import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenu } from '../../auth/session.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { pathOfRoute } from '../../router/routeByName.ts';
import { useControlRoom } from './controlRoomData.ts';

/**
 * The dashboard's device panel for the operators (a role granted the control room): the network's
 * open warnings and the schools drifting today, a link to the control room; offline devices come
 * with the devices.
 */
export function ControlRoomSummary() {
  const { t } = useTranslation('alerts');
  const menu = useMenu();
  const path = pathOfRoute(menu, 'ControlRoom');
  const query = useControlRoom();
  return (
    <Loaded
      query={query}
      testId="device-panel"
      render={(d) => (
        <>
          <Row gutter={16}>
            <Col span={8}>
              <Statistic
                title={t('openWarnings')}
                value={d.Network.Open}
                formatter={(v) => <span data-testid="device-panel-open">{Number(v)}</span>}
              />
            </Col>
            <Col span={8}>
              <Statistic title={t('driftingSchools')} value={d.Schools.filter((s) => s.FeverDrift || s.AbsenceDrift).length} />
            </Col>
            <Col span={8}>
              <Statistic
                title={t('offlineDevices')}
                value={d.Schools.reduce((n, s) => n + s.OfflineDevices, 0)}
                formatter={(v) => <span data-testid="device-panel-offline">{Number(v)}</span>}
              />
            </Col>
          </Row>
          {path && (
            <div style={{ marginTop: 12 }}>
              <Link to={path} data-testid="device-panel-link">
                {t('openControlRoom')}
              </Link>
            </div>
          )}
        </>
      )}
    />
  );
}
