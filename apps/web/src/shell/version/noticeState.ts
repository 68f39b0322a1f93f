import { CLIENT_VERSION } from '@kc/contract';
import { useUser } from '../../auth/session.ts';
import { createStore, useStore } from '../../lib/store.ts';

/** The user whose notice was put away for this page load because recording the version failed. */
const hiddenFor = createStore<number | null>(null);

export const hideNoticeForThisLoad = (sysUserId: number) => hiddenFor.set(sysUserId);

/**
 * Whether the upgrade announcement is showing: the user's recorded SysVersion differs from the
 * client's and it was not put away. The setup guide waits for it, so the two never stack.
 */
export function useVersionNoticeVisible(): boolean {
  const user = useUser();
  const hidden = useStore(hiddenFor);
  return !!user && user.SysVersion !== CLIENT_VERSION && hidden !== user.SysUserId;
}
