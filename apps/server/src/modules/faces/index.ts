import { api, type faceSnapshot } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBinding, ResourceBindings } from '../../resource/index.ts';
import { emotionGrowthAdviceBinding } from './advice-binding.ts';
import { analyseUploaded } from './analyse.ts';
import { faceConsentBinding } from './consent.ts';
import { faceSetBinding } from './face-set-binding.ts';
import { gateCheck } from './gate.ts';
import { facePhotosPlugin } from './photos.ts';
import { distressList, snapshotFaces } from './snapshot-reads.ts';

export { analyseSnapshot } from './analyse.ts';

/** FaceSnapshot on face_snapshot: school scope, written by the analysis only (its faces go with it). */
const faceSnapshotBinding: ResourceBinding<typeof faceSnapshot> = { table: 'faceSnapshot', scope: { school: 'schoolId' } };

/** The face library, consents, analysed snapshots and the growth advice. */
export const facesBindings = {
  EmotionGrowthAdvice: emotionGrowthAdviceBinding,
  FaceConsent: faceConsentBinding,
  FaceSet: faceSetBinding,
  FaceSnapshot: faceSnapshotBinding,
} satisfies Partial<ResourceBindings>;

/** Face analysis: a classroom snapshot, the gate's face check-in, a snapshot's faces, the distress seen. */
export const facesModule: Module = (r) => {
  r.handle(api.faceEmotionAnalyse, analyseUploaded);
  r.handle(api.faceGateCheck, gateCheck);
  r.handle(api.faceSnapshotFaces, snapshotFaces);
  r.handle(api.faceDistressList, distressList);
};

export { facePhotosPlugin };
