import { FACE_CONSENT_STATE, FACE_PERSON, type snapshotAnalysis } from '@kc/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { descriptorOf, emotionOf, type LibraryFace, matchFace } from './descriptors.ts';
import { analyseImage, decodeImage } from './face-engine.ts';
import type { FoundFace } from './model/face-model.d.mts';

/** One face of a snapshot as stored and answered. */
export interface FaceResult {
  box: number[];
  score: number;
  emotion: number | null;
  confidence: number | null;
  personType: number | null;
  personName: string;
  studentId: number | null;
  faceSetId: number | null;
  similarity: number | null;
  outcome: number;
}

/**
 * The school's face library as the analysis matches against it: enabled photos with a
 * descriptor; a child's only while the family's consent stands (a revoked consent has deleted
 * them anyway).
 */
export async function loadLibrary(db: Db, schoolId: number): Promise<LibraryFace[]> {
  const r = await sql<Omit<LibraryFace, 'descriptor'> & { descriptor: Buffer }>`
    SELECT f.face_set_id AS "faceSetId", f.person_type AS "personType", f.student_id AS "studentId", f.teacher_id AS "teacherId",
      f.person_name AS "personName", f.descriptor
    FROM face_set f
    WHERE f.school_id = ${schoolId} AND f.state = 0 AND f.descriptor IS NOT NULL
      AND (f.person_type <> ${FACE_PERSON.Child}
        OR EXISTS (SELECT 1 FROM face_consent c WHERE c.student_id = f.student_id AND c.state = ${FACE_CONSENT_STATE.Given}))`.execute(db);
  return r.rows.map((row) => ({ ...row, descriptor: descriptorOf(row.descriptor) }));
}

/** A face found, matched against the library (not yet decided what to do with it). */
export interface Seen {
  found: FoundFace;
  match: { face: LibraryFace; similarity: number } | null;
}

/** Decodes and analyses an image (bytes or a file) and matches every face found against the library. */
export async function seeFaces(
  image: Buffer | string,
  library: readonly LibraryFace[],
): Promise<{ seen: Seen[]; modelMs: number; startedAt: number }> {
  const startedAt = performance.now();
  const { faces, modelMs } = await analyseImage(await decodeImage(image));
  const seen = faces.map((found) => ({ found, match: found.descriptor ? matchFace(found.descriptor, library) : null }));
  return { seen, modelMs, startedAt };
}

/** The emotion of a face, for the faces whose emotion is kept. */
export const emotionOfFound = (f: FoundFace) => (f.emotions ? emotionOf(f.emotions) : null);

const round2 = (v: number) => Math.round(v * 100) / 100;

/** A face's answer and row: who it is (when matched) and what was done. */
export function faceResult(s: Seen, outcome: number, emotion: { emotion: number; confidence: number } | null): FaceResult {
  const m = s.match;
  return {
    box: s.found.box,
    score: s.found.score,
    emotion: emotion?.emotion ?? null,
    confidence: emotion?.confidence ?? null,
    personType: m?.face.personType ?? null,
    personName: m?.face.personName ?? '',
    studentId: m?.face.studentId ?? null,
    faceSetId: m?.face.faceSetId ?? null,
    similarity: m ? round2(m.similarity) : null,
    outcome,
  };
}

export interface SnapshotRow {
  schoolId: number;
  classId: number | null;
  source: number;
  captureTime: Date;
  image: string;
  createBy: number | null;
}

/** Stores a snapshot and its faces (in the caller's transaction); answers its id. */
export async function storeSnapshot(trx: Db, row: SnapshotRow, faces: readonly FaceResult[], ms: { analysis: number; model: number }) {
  const { faceSnapshotId } = await trx
    .insertInto('faceSnapshot')
    .values({
      ...row,
      updateBy: row.createBy,
      faces: faces.length,
      recognised: faces.filter((f) => f.faceSetId != null).length,
      emotionsRecorded: faces.filter((f) => f.emotion != null).length,
      analysisMs: Math.round(ms.analysis),
      modelMs: Math.round(ms.model),
    })
    .returning('faceSnapshotId')
    .executeTakeFirstOrThrow();
  if (faces.length)
    await trx
      .insertInto('faceSnapshotFace')
      .values(faces.map((f, seq) => ({ faceSnapshotId, seq, ...f })))
      .execute();
  return faceSnapshotId;
}

type Answer = z.output<typeof snapshotAnalysis>;

/** The answer of an analysis (FaceEmotion/Analyse, FaceSet/GateCheck). */
export const answerOf = (id: number, faces: readonly FaceResult[], ms: { analysis: number; model: number }): Answer => ({
  FaceSnapshotId: id,
  Faces: faces.map(faceAnswer),
  AnalysisMs: Math.round(ms.analysis),
  ModelMs: Math.round(ms.model),
});

export const faceAnswer = (f: FaceResult) => ({
  Box: f.box,
  Score: f.score,
  Emotion: f.emotion,
  Confidence: f.confidence,
  PersonType: f.personType,
  PersonName: f.personName,
  StudentId: f.studentId,
  FaceSetId: f.faceSetId,
  Similarity: f.similarity,
  Outcome: f.outcome,
});
