import { type api, EMOTION_SOURCE, FACE_OUTCOME, FACE_PERSON, SNAPSHOT_SOURCE } from '@kc/contract';
import type { Db } from '../../db/index.ts';
import type { Handler } from '../../http/context.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { classInScope } from '../attendance/scope.ts';
import { checkDistress } from './distress.ts';
import { readableUpload } from './photos.ts';
import { answerOf, emotionOfFound, type FaceResult, faceResult, loadLibrary, seeFaces, storeSnapshot } from './snapshots.ts';

export interface SnapshotOptions {
  /** Where the image is kept (an upload path), shown with the snapshot and its emotions. */
  imageUrl?: string;
  captureTime?: Date;
  /** The account (or device gateway's account) that sent it. */
  createdBy?: number | null;
}

/**
 * A classroom camera's snapshot of `classId` analysed (the devices' ingest calls this too):
 * every face found and matched to the school's library; a child whose family consented gets the
 * emotion seen in the emotion log (FaceEmotionDetail, source camera); staff, pick-up people,
 * children without consent and unknown faces are listed without an emotion, and nothing of them
 * is kept but the box. Then the distress check of the children seen. `image`: the bytes, or a file.
 */
export async function analyseSnapshot(db: Db, schoolId: number, classId: number, image: Buffer | string, opts: SnapshotOptions = {}) {
  const library = await loadLibrary(db, schoolId);
  const { seen, modelMs, startedAt } = await seeFaces(image, library);
  const captureTime = opts.captureTime ?? new Date();
  const faces: FaceResult[] = seen.map((s) => {
    const child = s.match?.face.personType === FACE_PERSON.Child;
    const emotion = child ? emotionOfFound(s.found) : null;
    if (emotion) return faceResult(s, FACE_OUTCOME.EmotionRecorded, emotion);
    return faceResult(s, s.match ? FACE_OUTCOME.NotAnalysed : FACE_OUTCOME.Unknown, null);
  });
  const recorded = faces.filter((f) => f.outcome === FACE_OUTCOME.EmotionRecorded);
  const id = await db.transaction().execute(async (trx) => {
    const ms = { analysis: performance.now() - startedAt, model: modelMs };
    const snapshotId = await storeSnapshot(
      trx,
      { schoolId, classId, source: SNAPSHOT_SOURCE.Camera, captureTime, image: opts.imageUrl ?? '', createBy: opts.createdBy ?? null },
      faces,
      ms,
    );
    if (recorded.length) {
      const classes = await trx
        .selectFrom('student')
        .select(['studentId', 'classId'])
        .where(
          'studentId',
          'in',
          recorded.map((f) => Number(f.studentId)),
        )
        .execute();
      const classOf = new Map(classes.map((c) => [c.studentId, c.classId]));
      await trx
        .insertInto('faceEmotionDetail')
        .values(
          recorded.map((f) => ({
            schoolId,
            classId: classOf.get(Number(f.studentId)) ?? classId,
            studentId: Number(f.studentId),
            captureTime,
            emotion: Number(f.emotion),
            confidence: f.confidence,
            snapshot: opts.imageUrl ?? '',
            source: EMOTION_SOURCE.Camera,
            faceSnapshotId: snapshotId,
            createBy: opts.createdBy ?? null,
            updateBy: opts.createdBy ?? null,
          })),
        )
        .execute();
      await checkDistress(
        trx,
        recorded.map((f) => Number(f.studentId)),
        captureTime,
      );
    }
    return snapshotId;
  });
  return answerOf(id, faces, { analysis: performance.now() - startedAt, model: modelMs });
}

/** FaceEmotion/Analyse: a snapshot uploaded for a class the caller keeps, analysed now. */
export const analyseUploaded: Handler<typeof api.faceEmotionAnalyse> = async ({ db, session, input }) => {
  assertMayWrite(session);
  const cls = await classInScope(db, session, input.ClassId);
  const { file } = await readableUpload(db, session, input.Image, 'Image');
  return analyseSnapshot(db, cls.schoolId, cls.classId, file, {
    imageUrl: input.Image,
    captureTime: input.CaptureTime ? new Date(input.CaptureTime) : undefined,
    createdBy: session.sysUserId,
  });
};
