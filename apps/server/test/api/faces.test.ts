import {
  type ApiClient,
  api,
  CHECK_METHOD,
  Code,
  createApiClient,
  DESCRIPTOR_STATE,
  EMOTION,
  EMOTION_PATTERN,
  EMOTION_SOURCE,
  FACE_CONSENT_STATE,
  FACE_OUTCOME,
  FACE_PERSON,
  FACE_RULES,
  faceConsent,
  faceEmotionDetail,
  faceSet,
  faceSnapshot,
  signedHeaders,
  VISIT_STATE,
  WARNING_TYPE,
} from '@kc/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptorOf, similarity } from '../../src/modules/faces/descriptors.ts';
import { analyseImage, decodeImage } from '../../src/modules/faces/face-engine.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, demoSchoolIds, fixtureClass, ok } from './attendance-helpers.ts';
import { classroom, DISTINCT_FACES, portrait } from './face-fixtures.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The faces domain through the real server and the real model (Human on the WASM backend, in
 * the server's worker thread, loaded once for the whole file): the face library with its consent
 * rule, the model's faces and descriptors, a classroom snapshot's emotions and distress, the
 * gate's face check-in and the stranger, the scope and the schools without the smart centre.
 * One file (over 400 lines) on purpose: each test file is a process of its own, which would load
 * the model again.
 */
let server: TestServer;
const token: Record<string, string> = {};
let park01: ApiClient;
let park02: ApiClient;
let park03: ApiClient;
let school1: number;
let school2: number;
let cls: { classId: number; studentIds: number[] };
let childA: number;
let childB: number;
let staffId: number;
const ANALYSIS_MS = 240_000;

const [FACE_A, FACE_B, FACE_STAFF, FACE_C, FACE_PICKUP, FACE_STRANGER] = DISTINCT_FACES as [
  (typeof DISTINCT_FACES)[number],
  (typeof DISTINCT_FACES)[number],
  (typeof DISTINCT_FACES)[number],
  (typeof DISTINCT_FACES)[number],
  (typeof DISTINCT_FACES)[number],
  (typeof DISTINCT_FACES)[number],
];

async function upload(tok: string, image: Buffer, name = 'face.jpg'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)]), name);
  const res = await fetch(`${server.baseUrl}/api/Upload/Image`, {
    method: 'POST',
    headers: signedHeaders(server.config.appCode, server.config.appKey, tok),
    body: form,
  });
  const body = (await res.json()) as { code: number; data: { success: boolean; path: string }[] };
  if (body.code !== Code.Success || !body.data[0]?.success) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data[0].path;
}

const faceSets = () => resourceApi(server, faceSet);
const consents = () => resourceApi(server, faceConsent);
const faceRows = () => server.db.selectFrom('faceSet').selectAll().orderBy('faceSetId').execute();

async function consentFor(studentId: number) {
  const added = await consents()
    .as(token.park01 as string)
    .add({ StudentId: studentId, GivenBy: '王芳', GivenTime: new Date().toISOString(), State: FACE_CONSENT_STATE.Given });
  expect(added.code, added.msg).toBe(Code.Success);
  return Number(added.data.FaceConsentId);
}

async function enrol(input: Record<string, unknown>) {
  const added = await faceSets()
    .as(token.park01 as string)
    .add({ SchoolId: school1, ...input });
  expect(added.code, added.msg).toBe(Code.Success);
  return Number(added.data.FaceSetId);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'park03']) token[u] = await server.login(u);
  [park01, park02, park03] = [server.client(token.park01), server.client(token.park02), server.client(token.park03)];
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  cls = await fixtureClass(server, school1, { children: 2 });
  [childA, childB] = cls.studentIds as [number, number];
  staffId = (await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', school1).executeTakeFirstOrThrow()).teacherId;
}, ANALYSIS_MS);
afterAll(() => server?.close());

describe('the model (worker thread, models from the package)', () => {
  it(
    'finds every face of a group image with its emotions and a descriptor; a descriptor matches its own face and not another’s',
    async () => {
      const people = DISTINCT_FACES.slice(0, 6);
      const group = await classroom(people);
      const found = await analyseImage(await decodeImage(group.image));
      expect(found.faces).toHaveLength(people.length);
      for (const f of found.faces) {
        expect(f.descriptor?.length).toBe(1024);
        expect(Object.values(f.emotions ?? {}).reduce((a, b) => a + b, 0)).toBeGreaterThan(0.5);
      }
      // Each portrait's descriptor against the faces of the group: its own face matches, no other one does.
      const [a, b] = await Promise.all(
        [portrait(FACE_A), portrait(FACE_B)].map(async (p) => (await analyseImage(await decodeImage(await p))).faces),
      );
      const own = (d: Float32Array | null, i: number) => {
        const at = group.placed[i]?.at as { left: number; top: number; size: number };
        const f = found.faces.find(
          (x) => x.box[0] >= at.left - 5 && x.box[0] <= at.left + at.size && x.box[1] >= at.top - 5 && x.box[1] <= at.top + at.size,
        );
        return similarity(d as Float32Array, f?.descriptor as Float32Array);
      };
      expect(own(a?.[0]?.descriptor ?? null, 0)).toBeGreaterThanOrEqual(FACE_RULES.matchSimilarity);
      expect(own(b?.[0]?.descriptor ?? null, 1)).toBeGreaterThanOrEqual(FACE_RULES.matchSimilarity);
      expect(own(a?.[0]?.descriptor ?? null, 1)).toBeLessThan(FACE_RULES.matchSimilarity);
      expect(own(b?.[0]?.descriptor ?? null, 0)).toBeLessThan(FACE_RULES.matchSimilarity);
    },
    ANALYSIS_MS,
  );
});

describe('FaceSet and consent', () => {
  it('refuses a child’s photo until the family consents, analysing and keeping nothing; says why in zh, en and es', async () => {
    const photo = await upload(token.park01 as string, await portrait(FACE_A));
    const before = await faceRows();
    const refused = await faceSets()
      .as(token.park01 as string)
      .add({ SchoolId: school1, PersonType: FACE_PERSON.Child, StudentId: childA, Photo: photo });
    expect(refused.code).toBe(Code.InvalidInput);
    expect(refused.msg).toContain('has not consented to face analysis');
    expect(refused.msg).toContain('测试幼儿A');
    const zh = await faceSets()
      .as(token.park01 as string, 'zh')
      .add({ SchoolId: school1, PersonType: FACE_PERSON.Child, StudentId: childA, Photo: photo });
    expect(zh.msg).toContain('尚未同意人脸分析');
    const es = await faceSets()
      .as(token.park01 as string, 'es')
      .add({ SchoolId: school1, PersonType: FACE_PERSON.Child, StudentId: childA, Photo: photo });
    expect(es.msg).toContain('no ha dado su consentimiento');
    expect(await faceRows()).toEqual(before);
  });

  it(
    'with consent, computes the descriptor from the photo; a photo without a face, or of several people, is refused',
    async () => {
      await consentFor(childA);
      await consentFor(childB);
      const id = await enrol({
        PersonType: FACE_PERSON.Child,
        StudentId: childA,
        Photo: await upload(token.park01 as string, await portrait(FACE_A)),
      });
      const detail = await faceSets()
        .as(token.park01 as string)
        .detail(id);
      expect(detail.data).toEqual(
        expect.objectContaining({ PersonName: '测试幼儿A', DescriptorState: DESCRIPTOR_STATE.Computed, DescriptorLength: 1024, State: 0 }),
      );
      expect(Number(detail.data.FaceScore)).toBeGreaterThan(0.5);
      const blank = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#dde' } })
        .jpeg()
        .toBuffer();
      const none = await faceSets()
        .as(token.park01 as string)
        .add({ SchoolId: school1, PersonType: FACE_PERSON.Child, StudentId: childB, Photo: await upload(token.park01 as string, blank) });
      expect([none.code, none.msg]).toEqual([
        Code.InvalidInput,
        'Photo: no face was found in the photo: use a clear photo of one person facing the camera',
      ]);
      const pair = await classroom([FACE_A, FACE_B]);
      const two = await faceSets()
        .as(token.park01 as string)
        .add({
          SchoolId: school1,
          PersonType: FACE_PERSON.Child,
          StudentId: childB,
          Photo: await upload(token.park01 as string, pair.image),
        });
      expect([two.code, two.msg]).toEqual([Code.InvalidInput, 'Photo: the photo shows 2 faces: use a photo of one person']);
      await enrol({
        PersonType: FACE_PERSON.Child,
        StudentId: childB,
        Photo: await upload(token.park01 as string, await portrait(FACE_B)),
      });
      const staff = await enrol({
        PersonType: FACE_PERSON.Staff,
        TeacherId: staffId,
        Photo: await upload(token.park01 as string, await portrait(FACE_STAFF)),
      });
      expect(
        (
          await faceSets()
            .as(token.park01 as string)
            .detail(staff)
        ).data.DescriptorState,
      ).toBe(DESCRIPTOR_STATE.Computed);
      // A descriptor is of its own face, not another's.
      const rows = await faceRows();
      const [dA, dB] = [rows.find((r) => r.studentId === childA), rows.find((r) => r.studentId === childB)].map((r) =>
        descriptorOf(r?.descriptor as Buffer),
      );
      expect(similarity(dA as Float32Array, dA as Float32Array)).toBe(1);
      expect(similarity(dA as Float32Array, dB as Float32Array)).toBeLessThan(FACE_RULES.matchSimilarity);
    },
    ANALYSIS_MS,
  );

  it('keeps to the caller’s school: park02 sees none of school 1’s, park01 cannot write school 2’s or use school 2’s uploads', async () => {
    const [row] = await faceRows();
    const id = Number(row?.faceSetId);
    const missing = await faceSets()
      .as(token.park02 as string)
      .detail(id);
    const absent = await faceSets()
      .as(token.park02 as string)
      .detail(999_999);
    expect(missing.code).toBe(Code.NotFound);
    expect(missing.msg.replace(String(id), 'N')).toBe(absent.msg.replace('999999', 'N'));
    expect(
      (
        await faceSets()
          .as(token.park02 as string)
          .page()
      ).data.list,
    ).toEqual([]);
    const other = await fixtureClass(server, school2, { children: 1 });
    const theirs = await consents()
      .as(token.park01 as string)
      .add({ StudentId: other.studentIds[0], GivenBy: '李雷', GivenTime: new Date().toISOString(), State: FACE_CONSENT_STATE.Given });
    expect(theirs.code).toBe(Code.NotFound);
    const photo2 = await upload(token.park02 as string, await portrait(FACE_C));
    const borrowed = await faceSets()
      .as(token.park01 as string)
      .add({ SchoolId: school1, PersonType: FACE_PERSON.Staff, TeacherId: staffId, Photo: photo2 });
    expect([borrowed.code, borrowed.msg]).toEqual([Code.InvalidInput, 'Photo: the image is not among the uploads you may read']);
    const school2Row = await faceSets()
      .as(token.park01 as string)
      .add({ SchoolId: school2, PersonType: FACE_PERSON.Staff, TeacherId: staffId, Photo: photo2 });
    expect(school2Row.code).toBe(Code.NotFound);
  });

  it('refuses every faces call of park03 (contract type 6, no smart centre) with 100003', async () => {
    const photo = await upload(token.park03 as string, await portrait(FACE_C));
    const answers = [
      await call(park03, faceSets().ep.SelectPage, { cur_page: 1, size: 10 } as never),
      await call(park03, faceSets().ep.Add, { SchoolId: 3, PersonType: FACE_PERSON.Staff, TeacherId: 1, Photo: photo } as never),
      await call(park03, resourceApi(server, faceConsent).ep.SelectPage, { cur_page: 1, size: 10 } as never),
      await call(park03, resourceApi(server, faceSnapshot).ep.SelectPage, { cur_page: 1, size: 10 } as never),
      await call(park03, api.faceEmotionAnalyse, { ClassId: 1, Image: photo }),
      await call(park03, api.faceGateCheck, { SchoolId: 3, Image: photo }),
      await call(park03, api.faceSnapshotFaces, { FaceSnapshotId: 1 }),
      await call(park03, api.faceDistressList, {}),
    ];
    for (const a of answers)
      expect([a.code, a.msg]).toEqual([Code.NoPermission, "no permission: the school's contract has no smart centre"]);
  });
});

describe('FaceEmotion: a classroom snapshot', () => {
  it(
    'finds every face, records the emotions of the consented children only, and raises distress with the advice for the age',
    async () => {
      // Child B: four sad moments noted by hand this past hour, and two years old.
      await server.db
        .updateTable('student')
        .set({ birthday: `${Number(beijingToday().slice(0, 4)) - 2}-01-15` })
        .where('studentId', '=', childB)
        .execute();
      for (const m of [50, 40, 30, 20]) {
        const noted = await resourceApi(server, faceEmotionDetail)
          .as(token.park01 as string)
          .add({ StudentId: childB, CaptureTime: new Date(Date.now() - m * 60_000).toISOString(), Emotion: EMOTION.Sad });
        expect(noted.code, noted.msg).toBe(Code.Success);
      }
      const snap = await classroom([FACE_A, FACE_B, FACE_STAFF, FACE_C]);
      const image = await upload(token.park01 as string, snap.image);
      const result = await ok(park01, api.faceEmotionAnalyse, { ClassId: cls.classId, Image: image });
      expect(result.Faces).toHaveLength(4);
      const byStudent = (id: number) => result.Faces.find((f) => f.StudentId === id);
      for (const id of [childA, childB]) {
        expect(byStudent(id)).toEqual(expect.objectContaining({ Outcome: FACE_OUTCOME.EmotionRecorded, PersonType: FACE_PERSON.Child }));
        expect(Object.values(EMOTION)).toContain(byStudent(id)?.Emotion);
      }
      expect(result.Faces.filter((f) => f.PersonType === FACE_PERSON.Staff)).toEqual([
        expect.objectContaining({ Outcome: FACE_OUTCOME.NotAnalysed, Emotion: null }),
      ]);
      expect(result.Faces.filter((f) => f.Outcome === FACE_OUTCOME.Unknown)).toEqual([
        expect.objectContaining({ Emotion: null, StudentId: null }),
      ]);
      const logged = await server.db
        .selectFrom('faceEmotionDetail')
        .selectAll()
        .where('faceSnapshotId', '=', result.FaceSnapshotId)
        .orderBy('studentId')
        .execute();
      expect(logged.map((r) => [r.studentId, r.source, r.classId, r.snapshot])).toEqual([
        [childA, EMOTION_SOURCE.Camera, cls.classId, image],
        [childB, EMOTION_SOURCE.Camera, cls.classId, image],
      ]);
      // The snapshot and its faces, as the screen reads them.
      const faces = await ok(park01, api.faceSnapshotFaces, { FaceSnapshotId: result.FaceSnapshotId });
      expect(faces).toEqual(result.Faces);
      expect((await call(park02, api.faceSnapshotFaces, { FaceSnapshotId: result.FaceSnapshotId })).code).toBe(Code.NotFound);
      // B's window: four sad + one camera sighting: a distress warning with the 1–3 years advice.
      const warning = await server.db
        .selectFrom('warningEvent')
        .selectAll()
        .where('studentId', '=', childB)
        .where('type', '=', WARNING_TYPE.Distress)
        .execute();
      expect(warning).toHaveLength(1);
      const distress = await ok(park01, api.faceDistressList, {});
      expect(distress).toEqual([
        expect.objectContaining({
          StudentId: childB,
          Pattern: EMOTION_PATTERN.Sad,
          WarningEventId: warning[0]?.warningEventId,
          AdviceTitle: 'Sad, 1–3 years',
        }),
      ]);
      expect(distress[0]?.Advice).toContain('familiar teacher');
      const zh = createApiClient({
        baseUrl: server.baseUrl,
        appCode: server.config.appCode,
        appKey: server.config.appKey,
        getToken: () => token.park01 as string,
        fetch: (url, init) => fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), 'accept-language': 'zh' } }),
      });
      expect(JSON.stringify(await zh.call(api.faceDistressList, {}))).toContain('熟悉的老师');
      expect(await ok(park02, api.faceDistressList, {})).toEqual([]);
    },
    ANALYSIS_MS,
  );

  it(
    'revoking a consent deletes the child’s descriptors: the child is no longer recognised nor their emotion recorded',
    async () => {
      const consent = await server.db
        .selectFrom('faceConsent')
        .select('faceConsentId')
        .where('studentId', '=', childA)
        .executeTakeFirstOrThrow();
      const revoked = await consents()
        .as(token.park01 as string)
        .update({ FaceConsentId: consent.faceConsentId, State: FACE_CONSENT_STATE.Revoked });
      expect(revoked.code, revoked.msg).toBe(Code.Success);
      const rowsA = await server.db.selectFrom('faceSet').selectAll().where('studentId', '=', childA).execute();
      expect(rowsA.map((r) => [r.descriptor, r.descriptorState])).toEqual([[null, DESCRIPTOR_STATE.Deleted]]);
      expect(
        (
          await consents()
            .as(token.park01 as string)
            .detail(consent.faceConsentId)
        ).data.RevokedTime,
      ).toBeTruthy();
      const again = await faceSets()
        .as(token.park01 as string)
        .update({ FaceSetId: rowsA[0]?.faceSetId, Remark: 'x' });
      expect(again.code).toBe(Code.InvalidInput);
      const snap = await classroom([FACE_A]);
      const result = await ok(park01, api.faceEmotionAnalyse, {
        ClassId: cls.classId,
        Image: await upload(token.park01 as string, snap.image),
      });
      expect(result.Faces).toEqual([expect.objectContaining({ StudentId: null, Emotion: null, Outcome: FACE_OUTCOME.Unknown })]);
      const logged = await server.db
        .selectFrom('faceEmotionDetail')
        .select('studentId')
        .where('faceSnapshotId', '=', result.FaceSnapshotId)
        .execute();
      expect(logged).toEqual([]);
    },
    ANALYSIS_MS,
  );
});

describe('the gate’s face terminal', () => {
  it(
    'checks a child in by face, then out with the pick-up person seen beside them',
    async () => {
      await enrol({
        PersonType: FACE_PERSON.PickUp,
        StudentId: childB,
        PersonName: '张伟',
        Photo: await upload(token.park01 as string, await portrait(FACE_PICKUP)),
      });
      const arrive = await ok(park01, api.faceGateCheck, {
        SchoolId: school1,
        Image: await upload(token.park01 as string, (await classroom([FACE_B])).image),
      });
      expect(arrive.Faces).toEqual([expect.objectContaining({ StudentId: childB, Outcome: FACE_OUTCOME.CheckedIn })]);
      const day = () =>
        server.db
          .selectFrom('attendance')
          .selectAll()
          .where('studentId', '=', childB)
          .where('date', '=', beijingToday())
          .executeTakeFirst();
      expect((await day())?.checkInMethod).toBe(CHECK_METHOD.Face);
      // Seen again right away: still arriving, nothing changes.
      const twice = await ok(park01, api.faceGateCheck, {
        SchoolId: school1,
        Image: await upload(token.park01 as string, (await classroom([FACE_B])).image),
      });
      expect(twice.Faces[0]?.Outcome).toBe(FACE_OUTCOME.NoChange);
      // Hours later (the check-in moved back), leaving with the authorised pick-up person.
      await server.db
        .updateTable('attendance')
        .set({ checkInTime: new Date(Date.now() - 3 * 3_600_000) })
        .where('studentId', '=', childB)
        .where('date', '=', beijingToday())
        .execute();
      const leave = await ok(park01, api.faceGateCheck, {
        SchoolId: school1,
        Image: await upload(token.park01 as string, (await classroom([FACE_B, FACE_PICKUP])).image),
      });
      expect(leave.Faces.map((f) => f.Outcome).sort()).toEqual([FACE_OUTCOME.CheckedOut, FACE_OUTCOME.PickUpNoted].sort());
      expect(await day()).toEqual(expect.objectContaining({ checkOutMethod: CHECK_METHOD.Face, pickUpPerson: '张伟' }));
    },
    ANALYSIS_MS,
  );

  it(
    'reports an unknown face: a stranger warning and a visit to review',
    async () => {
      const visitsBefore = await server.db.selectFrom('visit').select('visitId').where('schoolId', '=', school1).execute();
      const image = await upload(token.park01 as string, (await classroom([FACE_STRANGER])).image);
      const seen = await ok(park01, api.faceGateCheck, { SchoolId: school1, Image: image });
      expect(seen.Faces).toEqual([expect.objectContaining({ Outcome: FACE_OUTCOME.StrangerReported, StudentId: null })]);
      const warnings = await server.db
        .selectFrom('warningEvent')
        .selectAll()
        .where('source', '=', `FaceSnapshot:${seen.FaceSnapshotId}:0`)
        .execute();
      expect(warnings.map((w) => [w.type, w.schoolId])).toEqual([[WARNING_TYPE.Stranger, school1]]);
      const visits = await server.db.selectFrom('visit').selectAll().where('schoolId', '=', school1).orderBy('visitId').execute();
      expect(visits).toHaveLength(visitsBefore.length + 1);
      expect(visits.at(-1)).toEqual(
        expect.objectContaining({ state: VISIT_STATE.Expected, visitorName: 'Unknown face at the gate', remark: image }),
      );
      // The other school's staff cannot use the gate of school 1.
      expect((await call(park02, api.faceGateCheck, { SchoolId: school1, Image: image })).code).toBe(Code.NotFound);
    },
    ANALYSIS_MS,
  );
});
