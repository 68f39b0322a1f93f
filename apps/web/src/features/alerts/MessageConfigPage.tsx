import { messageConfig } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/**
 * /Ai/MessageConfig: a school's rule of each warning type (enabled, level, thresholds over the
 * catalogue's, recipients, channels, quiet hours, escalation). A new rule starts enabled, on the console.
 */
export default function MessageConfigPage() {
  return <ResourcePage def={messageConfig} addDefaults={ADD_DEFAULTS} />;
}
const ADD_DEFAULTS = { Enabled: true, Channels: ['console'] };
