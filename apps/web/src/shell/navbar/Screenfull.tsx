import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Full-screen toggle; where the browser cannot, the spec's warning (spec §8). Hidden on mobile by the navbar. */
export function Screenfull() {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('screenfull.unsupported'));
      return;
    }
    const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => message.warning(t('screenfull.unsupported')));
  };
  const label = full ? t('screenfull.exit') : t('screenfull.enter');
  return (
    <Tooltip title={label} placement="bottom">
      <Button
        type="text"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        data-testid="fullscreen"
        data-fullscreen={full}
        aria-label={label}
        onClick={toggle}
      />
    </Tooltip>
  );
}
