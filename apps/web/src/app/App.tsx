import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { bindNotifier } from '../api/notify.ts';

function NotifierBridge() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => bindNotifier(message, notification), [message, notification]);
  return null;
}

/** Placeholder root; the shell helper replaces it with providers + router. */
export function App() {
  return (
    <ConfigProvider>
      <AntApp>
        <NotifierBridge />
        <div>console</div>
      </AntApp>
    </ConfigProvider>
  );
}
