import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zDateTime, zId, zInt } from '../core/strict.ts';
import { FACE_PHOTO_RE } from './face-set.ts';
import { faceSnapshot } from './face-snapshot.ts';

// The face analysis beside the face library's and the snapshots' standard actions: a classroom
// camera's snapshot analysed, the faces of a snapshot, the gate's face check-in and the distress
// seen. The root api.ts spreads them in, so the web reaches them as `api.x` without zod.

const image = z.string().max(500).regex(FACE_PHOTO_RE, 'must be a PNG or JPEG image uploaded through Upload/Image');

/** One face of an analysed snapshot: where it is, who it is (when recognised), what it shows and what was done. */
export const analysedFace = z.object({
  /** [left, top, width, height] in the snapshot's pixels. */
  Box: z.array(z.number()),
  /** The detector's confidence, 0..1. */
  Score: z.number(),
  /** EMOTION, when the face could be analysed. */
  Emotion: z.number().nullable(),
  Confidence: z.number().nullable(),
  /** FACE_PERSON of the library photo matched, null when nobody matched. */
  PersonType: z.number().nullable(),
  PersonName: z.string(),
  StudentId: z.number().nullable(),
  FaceSetId: z.number().nullable(),
  Similarity: z.number().nullable(),
  /** FACE_OUTCOME: what the analysis did with the face. */
  Outcome: z.number(),
});

export const snapshotAnalysis = z.object({
  FaceSnapshotId: z.number(),
  Faces: z.array(analysedFace),
  /** The time the whole analysis took, and the model's share of it. */
  AnalysisMs: z.number(),
  ModelMs: z.number(),
});

export const facesApi = {
  faceEmotionAnalyse: defineEndpoint({
    path: 'FaceEmotion/Analyse',
    auth: 'user',
    grant: { menu: 'FaceEmotion', action: 'add' },
    summary:
      "A classroom snapshot (an image uploaded through Upload/Image) analysed: every face found, matched to the school's face library, and an emotion recorded for each child whose family consented",
    input: z.object({ ClassId: zId, Image: image, CaptureTime: zDateTime.optional() }),
    output: snapshotAnalysis,
  }),
  faceGateCheck: defineEndpoint({
    path: 'FaceSet/GateCheck',
    auth: 'user',
    grant: { menu: 'FaceSet', action: 'add' },
    summary:
      "The gate's face terminal: a child recognised checks in (or out when in), an authorised pick-up person is noted at their child's check-out, an unknown face raises a stranger warning and a visit to review",
    input: z.object({ SchoolId: zId, Image: image }),
    output: snapshotAnalysis,
  }),
  faceSnapshotFaces: defineEndpoint({
    path: `${faceSnapshot.name}/GetFaces`,
    auth: 'user',
    read: true,
    grant: { menu: faceSnapshot.menu, action: 'view' },
    summary: 'The faces of an analysed snapshot: box, who was recognised, the emotion and what was done',
    input: z.object({ FaceSnapshotId: zId }),
    output: z.array(analysedFace),
  }),
  faceDistressList: defineEndpoint({
    path: 'FaceEmotion/Distress',
    auth: 'user',
    read: true,
    grant: { menu: 'FaceEmotion', action: 'view' },
    summary:
      "Children whose emotions stayed negative (one row per child and day, newest first, at most 200), with the growth advice for the child's age in the caller's language",
    input: z.object({ SchoolId: zId.optional(), ClassId: zId.optional(), Days: zInt(1, 92).optional() }),
    output: z.array(
      z.object({
        DistressId: z.number(),
        SchoolId: z.number(),
        StudentId: z.number(),
        StudentName: z.string(),
        ClassName: z.string().nullable(),
        Day: z.string(),
        /** EMOTION_PATTERN. */
        Pattern: z.number(),
        /** Negative sightings / all sightings in the window, 0..1. */
        NegativeShare: z.number(),
        Sightings: z.number(),
        WarningEventId: z.number().nullable(),
        AdviceTitle: z.string(),
        Advice: z.string(),
      }),
    ),
  }),
} as const;
