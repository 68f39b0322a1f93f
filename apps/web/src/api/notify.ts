import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Bridge from code outside React (the request layer) to antd's context-aware message and
 * notification APIs. The app root binds messages (every page toasts); the main layout binds
 * notifications (only signed-in screens use them), which keeps them off the login page's
 * 200 kB budget.
 */
let message: MessageInstance | null = null;
let notification: NotificationInstance | null = null;

export function bindMessage(m: MessageInstance) {
  message = m;
}

export function bindNotification(n: NotificationInstance) {
  notification = n;
}

/** Durations in seconds, from spec §8/§9. */
export const notify = {
  error: (text: string, seconds = 2) => message?.error(text, seconds),
  success: (text: string, seconds = 2) => message?.success(text, seconds),
  warning: (text: string, seconds = 2) => message?.warning(text, seconds),
  failure: (title: string, description: string) => notification?.error({ title, description, duration: 2 }),
};
