import { ROLE_TYPE } from '@kc/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useUser } from '../../auth/session.ts';
import { useVersionNoticeVisible } from '../version/noticeState.ts';
import { openGuide, useGuide } from './guideStore.ts';

/** The dialogs themselves load only when first needed: most sessions never show them. */
const GuideDialogs = lazy(() => import('./GuideDialogs.tsx'));

/** Users the guide has already opened itself for during this page load. */
const autoOpened = new Set<number>();

/**
 * The setup guide (spec §1, §4, §6): opens by itself once per page load for a park
 * administrator (role type 200) who has not saved 'do not remind next time', after the upgrade
 * announcement has been put away; `openGuide()`
 * opens it from anywhere else.
 */
export default function GuideDialog() {
  const user = useUser();
  const { open, carousel } = useGuide();
  const [wanted, setWanted] = useState(false);
  const noticeShowing = useVersionNoticeVisible();

  useEffect(() => {
    if (noticeShowing) return; // one dialog at a time: the upgrade announcement first
    if (!user || user.RoleType !== ROLE_TYPE.ParkAdmin || user.GuideClosed || autoOpened.has(user.SysUserId)) return;
    autoOpened.add(user.SysUserId);
    openGuide();
  }, [user, noticeShowing]);

  useEffect(() => {
    if (open || carousel) setWanted(true);
  }, [open, carousel]);

  if (!wanted || !user) return null;
  return (
    <Suspense fallback={null}>
      <GuideDialogs />
    </Suspense>
  );
}
