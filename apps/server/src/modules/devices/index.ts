import type { ResourceBindings } from '../../resource/index.ts';
import { cloudAccountBinding } from './cloud-account.ts';
import { parkSettingBinding } from './park-setting.ts';
import { videoRecordBinding } from './video-record.ts';
import { videoRecordFilesPlugin } from './video-record-files.ts';
import { videoRecordSweepJob } from './video-record-sweep.ts';

/** Smart devices' settings and records: a school's smart settings, camera-cloud accounts, video clips. */
export const devicesBindings = {
  CloudAccount: cloudAccountBinding,
  ParkSetting: parkSettingBinding,
  VideoRecord: videoRecordBinding,
} satisfies Partial<ResourceBindings>;

export { videoRecordFilesPlugin, videoRecordSweepJob };
