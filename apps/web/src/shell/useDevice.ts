import { MOBILE_BREAKPOINT } from '@kc/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { closeSidebar, setDevice, settingsStore } from './settings.ts';

const isMobileWidth = () => document.body.getBoundingClientRect().width < MOBILE_BREAKPOINT;

/**
 * Spec §4 "Layout": under 1024 − 3 px the device is mobile and the sidebar closes without
 * animation; the device follows resizes; a route change closes an open sidebar on mobile.
 */
export function useDevice(): void {
  useEffect(() => {
    const apply = () => {
      const mobile = isMobileWidth();
      const wasMobile = settingsStore.get().device === 'mobile';
      setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile && !wasMobile) closeSidebar(true);
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);

  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    const { device, sidebar } = settingsStore.get();
    if (device === 'mobile' && sidebar.opened) closeSidebar(false);
  }, [pathname]);
}
