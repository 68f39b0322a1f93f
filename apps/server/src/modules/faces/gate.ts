import {
  type api,
  CHECK_METHOD,
  FACE_OUTCOME,
  FACE_PERSON,
  languageOf,
  renderMessage,
  SNAPSHOT_SOURCE,
  VISIT_STATE,
  WARNING_TYPE,
} from '@kc/contract';
import { sql } from 'kysely';
import type { CallContext, Handler } from '../../http/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { schoolToday } from '../../lib/school-dates.ts';
import { schoolInScope } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { raiseWarning } from '../alerts/raise.ts';
import { checkIn, checkOut } from '../attendance/check-in-out.ts';
import { readableUpload } from './photos.ts';
import { answerOf, type FaceResult, faceResult, loadLibrary, type Seen, seeFaces, storeSnapshot } from './snapshots.ts';

/** A child seen again this soon after checking in is still arriving, not leaving. */
const MIN_STAY_MINUTES = 30;
/** A pick-up person seen this long before their child leaves is the one who picked the child up. */
const PICK_UP_MINUTES = 15;

type GateContext = CallContext<typeof api.faceGateCheck>;

interface Day {
  checkInTime: Date | null;
  checkOutTime: Date | null;
}

async function today(ctx: GateContext, studentId: number, date: string): Promise<Day | undefined> {
  return ctx.db
    .selectFrom('attendance')
    .select(['checkInTime', 'checkOutTime'])
    .where('studentId', '=', studentId)
    .where('date', '=', date)
    .executeTakeFirst() as Promise<Day | undefined>;
}

/** The authorised pick-up person of a child seen in this snapshot, or at the gate a moment ago. */
async function pickUpPerson(ctx: GateContext, schoolId: number, studentId: number, seen: readonly Seen[]): Promise<string> {
  const here = seen.find((s) => s.match?.face.personType === FACE_PERSON.PickUp && s.match.face.studentId === studentId);
  if (here) return here.match?.face.personName ?? '';
  const r = await sql<{ name: string }>`
    SELECT f.person_name AS name FROM face_snapshot_face f JOIN face_snapshot s ON s.face_snapshot_id = f.face_snapshot_id
    WHERE s.school_id = ${schoolId} AND s.source = ${SNAPSHOT_SOURCE.Gate} AND f.outcome = ${FACE_OUTCOME.PickUpNoted}
      AND f.student_id = ${studentId} AND s.capture_time > now() - make_interval(mins => ${PICK_UP_MINUTES})
    ORDER BY s.capture_time DESC LIMIT 1`.execute(ctx.db);
  return r.rows[0]?.name ?? '';
}

/** A child recognised at the gate: in when not yet in, out when in for a while (the attendance module's own calls, method face). */
async function childAtGate(ctx: GateContext, schoolId: number, date: string, s: Seen, seen: readonly Seen[]): Promise<number> {
  const studentId = Number(s.match?.face.studentId);
  const day = await today(ctx, studentId, date);
  const input = { StudentId: studentId, Method: CHECK_METHOD.Face };
  const attendanceCtx = ctx as unknown as CallContext<typeof api.attendanceCheckIn>;
  try {
    if (!day?.checkInTime) {
      await checkIn({ ...attendanceCtx, input });
      return FACE_OUTCOME.CheckedIn;
    }
    const stayed = Date.now() - new Date(day.checkInTime).getTime() >= MIN_STAY_MINUTES * 60_000;
    if (day.checkOutTime || !stayed) return FACE_OUTCOME.NoChange;
    const PickUpPerson = await pickUpPerson(ctx, schoolId, studentId, seen);
    await checkOut({ ...(ctx as unknown as CallContext<typeof api.attendanceCheckOut>), input: { ...input, PickUpPerson } });
    return FACE_OUTCOME.CheckedOut;
  } catch (e) {
    // A child on leave, without a class, or a day the register refuses: nothing recorded, said in the outcome.
    if (e instanceof ApiError) return FACE_OUTCOME.NoChange;
    throw e;
  }
}

/**
 * FaceSet/GateCheck: the face terminal's snapshot at a school's gate. A child recognised is
 * checked in, or out when in (Attendance/CheckIn and CheckOut, method face, as the caller); an
 * authorised pick-up person is noted, and named as the pick-up person of their child's check-out
 * (in the same snapshot or within PICK_UP_MINUTES); staff are only listed. An unknown face raises
 * a Stranger warning and a visit (state expected) for the staff to review. A child whose family
 * has not consented is not in the library: to the gate an unknown face (checked in by hand).
 */
export const gateCheck: Handler<typeof api.faceGateCheck> = async (ctx) => {
  const { db, session, input } = ctx;
  assertMayWrite(session);
  const { schoolId } = await schoolInScope(db, session, input.SchoolId);
  const { file } = await readableUpload(db, session, input.Image, 'Image');
  const library = await loadLibrary(db, schoolId);
  const { seen, modelMs, startedAt } = await seeFaces(file, library);
  const date = (await schoolToday(db, schoolId)) ?? new Date().toISOString().slice(0, 10);
  const faces: FaceResult[] = [];
  // Pick-up people first: a child leaving in the same snapshot finds them noted.
  const order = [...seen.keys()].sort(
    (a, b) =>
      Number(seen[b]?.match?.face.personType === FACE_PERSON.PickUp) - Number(seen[a]?.match?.face.personType === FACE_PERSON.PickUp),
  );
  const outcomes = new Map<number, number>();
  for (const i of order) {
    const s = seen[i] as Seen;
    const type = s.match?.face.personType;
    if (type === FACE_PERSON.Child) outcomes.set(i, await childAtGate(ctx, schoolId, date, s, seen));
    else if (type === FACE_PERSON.PickUp) outcomes.set(i, FACE_OUTCOME.PickUpNoted);
    else if (type === FACE_PERSON.Staff) outcomes.set(i, FACE_OUTCOME.NotAnalysed);
    else outcomes.set(i, FACE_OUTCOME.StrangerReported);
  }
  for (const [i, s] of seen.entries()) faces.push(faceResult(s, outcomes.get(i) ?? FACE_OUTCOME.Unknown, null));
  const lang = languageOf(ctx.acceptLanguage);
  const id = await db.transaction().execute(async (trx) => {
    const ms = { analysis: performance.now() - startedAt, model: modelMs };
    const row = {
      schoolId,
      classId: null,
      source: SNAPSHOT_SOURCE.Gate,
      captureTime: new Date(),
      image: input.Image,
      createBy: session.sysUserId,
    };
    const snapshotId = await storeSnapshot(trx, row, faces, ms);
    for (const [seq, f] of faces.entries()) {
      if (f.outcome !== FACE_OUTCOME.StrangerReported) continue;
      await raiseWarning(trx, {
        schoolId,
        type: WARNING_TYPE.Stranger,
        value: f.box.join(','),
        source: `FaceSnapshot:${snapshotId}:${seq}`,
      });
      await trx
        .insertInto('visit')
        .values({
          schoolId,
          visitorName: renderMessage(lang, 'faces.strangerVisitor'),
          mobile: '',
          reason: renderMessage(lang, 'faces.strangerReason', { image: input.Image }),
          visitTime: new Date(),
          state: VISIT_STATE.Expected,
          remark: input.Image,
          createBy: session.sysUserId,
          updateBy: session.sysUserId,
        })
        .execute();
    }
    return snapshotId;
  });
  return answerOf(id, faces, { analysis: performance.now() - startedAt, model: modelMs });
};
