import { VIDEO_PATH_RE, type videoRecord } from '@kc/contract';
import { sql } from 'kysely';
import { invalid } from '../../lib/errors.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';

const time = (v: unknown) => (v == null || v === '' ? null : new Date(String(v)).getTime());

/**
 * VideoRecord on video_record: class scope (a teacher: their classes' clips; a clip without a class
 * is the school's). The file's path is relative to the school's folder of clips (so a record
 * names only its own school's files) and fixed when added; ExpiresAt follows the end and the
 * retention (the table's trigger). A deleted record's file goes to the trash the sweep empties
 * once the delete has committed (video-record-sweep.ts).
 */
export const videoRecordBinding: ResourceBinding<typeof videoRecord> = {
  table: 'videoRecord',
  scope: { school: 'schoolId', class: 'classId' },
  unique: { video_record_path_key: { fields: ['SchoolId', 'StoragePath'], message: 'devices.videoPathTaken' } },
  hooks: {
    beforeWrite: async (values, { existing }) => {
      const start = time(valueAfter(values, existing, 'StartTime'));
      const end = time(valueAfter(values, existing, 'EndTime'));
      if (start != null && end != null && end < start) throw invalid('devices.videoEndBeforeStart', {}, 'EndTime');
      if (typeof values.StoragePath === 'string' && !VIDEO_PATH_RE.test(values.StoragePath))
        throw invalid('devices.videoPath', {}, 'StoragePath');
      return values;
    },
    beforeDelete: async (rows, { trx }) => {
      await sql`INSERT INTO video_file_trash (school_id, storage_path)
        SELECT * FROM unnest(${rows.map((r) => r.SchoolId)}::bigint[], ${rows.map((r) => r.StoragePath)}::text[])`.execute(trx);
    },
  },
};
