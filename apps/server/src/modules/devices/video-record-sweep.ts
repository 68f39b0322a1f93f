import { unlink } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Job } from '../../jobs/runner.ts';
import { clipFile, videoDirOf } from './video-record-files.ts';

/** Rows deleted per statement: a long backlog goes in short transactions. */
const BATCH = 1000;

interface ClipFile {
  schoolId: number;
  storagePath: string;
}

/** Deletes files, each within its school's folder; one already gone is no failure. */
async function deleteFiles(videoDir: string, files: readonly ClipFile[], log: FastifyBaseLogger): Promise<void> {
  for (const f of files) {
    const file = clipFile(videoDir, Number(f.schoolId), f.storagePath);
    if (!file) continue;
    await unlink(file).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') log.warn({ err: e, file }, 'video sweep: a clip file could not be deleted');
    });
  }
}

/**
 * Deletes the clips past their retention at `now` (ExpiresAt, their end + retention days), rows
 * then files, and the files of clips deleted through the console since the last sweep (the
 * trash their delete filled, unless a record names the file again). Logs and answers how many
 * clip records it deleted. Run every minute as a job (videoRecordSweepJob).
 */
export async function sweepVideoRecords(db: Db, now: Date, files: { videoDir: string; log: FastifyBaseLogger }): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rows } = await sql<ClipFile>`DELETE FROM video_record WHERE video_record_id IN (
        SELECT video_record_id FROM video_record WHERE expires_at <= ${now} ORDER BY expires_at LIMIT ${BATCH})
      RETURNING school_id, storage_path`.execute(db);
    deleted += rows.length;
    await deleteFiles(files.videoDir, rows, files.log);
    if (rows.length < BATCH) break;
  }
  const trash = await sql<ClipFile & { named: boolean }>`DELETE FROM video_file_trash t
    RETURNING t.school_id, t.storage_path,
      EXISTS (SELECT 1 FROM video_record v WHERE v.school_id = t.school_id AND v.storage_path = t.storage_path) AS named`.execute(db);
  await deleteFiles(
    files.videoDir,
    trash.rows.filter((r) => !r.named),
    files.log,
  );
  if (deleted > 0) files.log.info({ deleted }, `video sweep: deleted ${deleted} clip records past their retention`);
  return deleted;
}

/** Clips past their retention are swept every minute (a job: once across the instances). */
export const videoRecordSweepJob: Job = {
  name: 'video-record-retention',
  cron: '* * * * *',
  run: async (services) => ({
    deleted: await sweepVideoRecords(services.db, new Date(), { videoDir: videoDirOf(services), log: services.log }),
  }),
};
