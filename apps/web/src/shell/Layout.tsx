import { LOGO_WIDTH, SIDEBAR_WIDTH } from '@kc/contract';
import { App as AntApp } from 'antd';
import { type CSSProperties, lazy, Suspense, useEffect } from 'react';
import { bindNotification } from '../api/notify.ts';
import { AppMain } from './AppMain.tsx';
import './layout.css';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { closeSidebar, useSettings } from './settings.ts';
import { TagsView } from './TagsView.tsx';
import { useDevice } from './useDevice.ts';
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx';

// Owned by the account/guide feature: mounted here, each in its own boundary.
const GuideDialog = lazy(() => import('./guide/GuideDialog.tsx'));
const VersionNotice = lazy(() => import('./version/VersionNotice.tsx'));

/** The main layout (spec §2.2): sidebar, top bar, tag bar, main area; the guide and the upgrade notice. */
export default function Layout() {
  useDevice();
  const { sidebar, device } = useSettings();
  const mobile = device === 'mobile';
  const classes = [
    'app-wrapper',
    sidebar.opened ? 'openSidebar' : 'hideSidebar',
    sidebar.withoutAnimation ? 'withoutAnimation' : '',
    mobile ? 'mobile' : 'desktop',
  ].join(' ');
  const style = {
    '--sidebar-width': `${SIDEBAR_WIDTH.open}px`,
    '--sidebar-collapsed-width': `${SIDEBAR_WIDTH.collapsed}px`,
    '--logo-width': `${LOGO_WIDTH.open}px`,
  } as CSSProperties;
  return (
    // antd's App context (message / notification / modal through App.useApp()) for the shell and every screen
    <AntApp component={false}>
      <NotificationBridge />
      <div
        className={classes}
        style={style}
        data-testid="app-layout"
        data-device={device}
        data-sidebar={sidebar.opened ? 'open' : 'closed'}
      >
        {mobile && sidebar.opened ? <div className="drawer-bg" data-testid="drawer-bg" onClick={() => closeSidebar(false)} /> : null}
        <Sidebar />
        <div className="main-container">
          <div className="fixed-header">
            <Navbar />
            <TagsView />
          </div>
          <AppMain />
        </div>
        <ViewErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <GuideDialog />
          </Suspense>
        </ViewErrorBoundary>
        <ViewErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <VersionNotice />
          </Suspense>
        </ViewErrorBoundary>
      </div>
    </AntApp>
  );
}

/** Notifications (e.g. 'failure' of a password change) are bound here, inside antd's App context. */
function NotificationBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => bindNotification(notification), [notification]);
  return null;
}
