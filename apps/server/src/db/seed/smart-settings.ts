import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The demo's camera clips: yesterday morning's clip of each class and one of each school's gate,
 * kept 30 days. Their files are not part of the demo (a camera gateway writes them under the
 * upload folder's videos/<school>/): opening one answers 404 until a file is put there.
 * Runs inside the seed's transaction.
 */
export async function seedSmartSettings(trx: Kysely<Database>): Promise<void> {
  await sql`
    INSERT INTO video_record (school_id, class_id, camera_id, camera_name, start_time, end_time, storage_path, tag, retention_days)
    SELECT c.school_id, c.class_id, 100 + row_number() OVER (PARTITION BY c.school_id ORDER BY c.class_id), c.class_name || '摄像头',
      date_trunc('day', now() - interval '1 day') + interval '1 hour', date_trunc('day', now() - interval '1 day') + interval '70 minutes',
      'demo/class-' || c.class_id || '/morning.mp4', '晨间活动', 30
    FROM school_class c
    UNION ALL
    SELECT s.school_id, NULL, 100, '大门摄像头',
      date_trunc('day', now() - interval '1 day'), date_trunc('day', now() - interval '1 day') + interval '30 minutes',
      'demo/gate/arrival.mp4', '入园', 30
    FROM school s`.execute(trx);
}
