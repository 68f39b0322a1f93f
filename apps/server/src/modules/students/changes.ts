import {
  Code,
  type Language,
  lowerLabel,
  orList,
  STUDENT_AT_SCHOOL,
  STUDENT_CHANGE_KIND,
  STUDENT_CHANGE_KIND_OPTIONS,
  STUDENT_CHANGE_RULES,
  STUDENT_STATUS_OPTIONS,
  type studentChange,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ApiError, conflict, invalid, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { schoolToday } from '../../lib/school-dates.ts';
import { notInScope } from '../../lib/scope.ts';
import type { RecordOf } from '../../resource/index.ts';
import { assertWriteScope, lockInScope } from '../../resource/write.ts';
import { studentBound } from './student-scope.ts';

type Tx = Kysely<Database>;

/** The audit event of every change of children (one entry per call). */
export const STUDENT_CHANGE_AUDIT_EVENT = 'student.change';

/** An option's label inside a sentence, in every language (its value when it has none). */
const named = (options: readonly { value: number; label: Record<Language, string> }[], value: number) => {
  const label = options.find((o) => o.value === value)?.label;
  return label ? lowerLabel(label) : { zh: String(value), en: String(value), es: String(value) };
};
const kindName = (kind: number) => named(STUDENT_CHANGE_KIND_OPTIONS, kind);
const statusName = (status: number) => named(STUDENT_STATUS_OPTIONS, status);

type ChangeRow = RecordOf<typeof studentChange>;
/** A kind of change (STUDENT_CHANGE_KIND). */
export type ChangeKind = ChangeRow['Kind'];
/** A child's status (STUDENT_STATUS), as change rows keep it. */
export type StudentStatus = NonNullable<ChangeRow['FromStatus']>;

/** A child as changes read it (field names, as hooks see records). */
export type ChildRow = {
  StudentId: number;
  StudentName: string;
  SchoolId: number;
  ClassId: number | null;
  Status: StudentStatus;
  Gender: number;
  Birthday: string | null;
};

/** Children by id within the session's scope, locked for a change; 100004 naming how many were not found. */
export async function lockChildren(trx: Tx, session: Session, ids: number[]): Promise<ChildRow[]> {
  const unique = [...new Set(ids)];
  const rows = await lockInScope(studentBound, trx, session, unique);
  if (rows.length !== unique.length) {
    const entity = entityName('Student');
    throw unique.length === 1
      ? notFound('resource.recordNotFound', { entity })
      : notFound('students.someNotFound', { entity, count: unique.length - rows.length });
  }
  return rows.map((r) => ({
    StudentId: Number(r.studentId),
    StudentName: String(r.studentName),
    SchoolId: Number(r.schoolId),
    ClassId: r.classId == null ? null : Number(r.classId),
    // A smallint of STUDENT_STATUS values.
    Status: Number(r.status) as StudentStatus,
    Gender: Number(r.gender),
    Birthday: r.birthday as string | null,
  }));
}

export interface ClassPlace {
  ClassId: number;
  ClassName: string;
  SchoolId: number;
  Grade: string;
  AcademicYear: string;
  Capacity: number;
  State: number;
  /** Children at school in the class now. */
  Count: number;
  Boys: number;
  Girls: number;
}

/** Classes with their current children counts, locked (FOR UPDATE) unless `lock` is false: moves into one class wait for each other. */
export async function lockClasses(trx: Tx, classIds: number[], lock = true): Promise<ClassPlace[]> {
  const ids = [...new Set(classIds)];
  const res = await sql<ClassPlace>`
    SELECT c.class_id AS "ClassId", c.class_name AS "ClassName", c.school_id AS "SchoolId", c.grade AS "Grade",
      c.academic_year AS "AcademicYear", c.capacity AS "Capacity", c.state AS "State",
      (SELECT count(*) FROM student s WHERE s.class_id = c.class_id AND s.state = 0)::int AS "Count",
      (SELECT count(*) FROM student s WHERE s.class_id = c.class_id AND s.state = 0 AND s.gender = 1)::int AS "Boys",
      (SELECT count(*) FROM student s WHERE s.class_id = c.class_id AND s.state = 0 AND s.gender = 2)::int AS "Girls"
    FROM school_class c WHERE c.class_id = ANY(${ids}::bigint[]) ORDER BY c.class_id ${lock ? sql`FOR UPDATE OF c` : sql``}`.execute(trx);
  return res.rows;
}

/** A class that takes `adding` more children: active and with room for them (100005 otherwise). */
export function assertRoom(c: ClassPlace, adding: number): void {
  if (c.State !== 0) throw conflict('students.classDisabled', { name: c.ClassName }, 'ClassId');
  if (c.Count + adding > c.Capacity) {
    const params = { name: c.ClassName, taken: c.Count, capacity: c.Capacity, asked: adding };
    throw conflict(adding > 1 ? 'students.classFullAsked' : 'students.classFull', params, 'ClassId');
  }
}

/**
 * What the changes of one call share, read once instead of once per child: each school's local
 * date, and each target class (scope checked, locked, its counts kept up as children move).
 */
export interface ChangeBatch {
  today: Map<number, string>;
  classes: Map<number, ClassPlace>;
}
export const newChangeBatch = (classes: readonly ClassPlace[] = []): ChangeBatch => ({
  today: new Map(),
  classes: new Map(classes.map((c) => [c.ClassId, c])),
});

export interface ChangeRequest {
  kind: ChangeKind;
  /** Transfers only: the class the child moves to. */
  toClassId?: number | null;
  /** The school's local date; default today there. */
  changeDate?: string | null;
  reason?: string | null;
}

/** A change as applied: the values of its StudentChange row. */
export interface AppliedChange {
  StudentId: number;
  SchoolId: number;
  ClassId: number | null;
  Kind: ChangeKind;
  ChangeDate: string;
  Reason: string;
  FromClassId: number | null;
  ToClassId: number | null;
  FromStatus: StudentStatus;
  ToStatus: StudentStatus;
}

/**
 * Applies one change to a locked child (lockChildren) inside the caller's transaction: checks
 * the kind against the child's status (STUDENT_CHANGE_RULES), a transfer's class (in scope, of
 * the child's school, active, with room), the date (the school's local date, not in the
 * future, not before the birthday); then updates the child. A child leaving the school
 * (withdraw, graduate) gives up the class place. Answers the change row's values. Calls that
 * change many children pass one `batch`, so what they share is read once.
 */
export async function applyChange(
  trx: Tx,
  session: Session,
  child: ChildRow,
  req: ChangeRequest,
  batch: ChangeBatch = newChangeBatch(),
): Promise<AppliedChange> {
  const rule = STUDENT_CHANGE_RULES[req.kind];
  if (!rule) throw invalid('zod.oneOf', { values: Object.keys(STUDENT_CHANGE_RULES).join(', ') }, 'Kind');
  const name = child.StudentName;
  const fromStatus = child.Status;
  if (!rule.from.includes(fromStatus)) {
    const params = { name, status: statusName(fromStatus), kind: kindName(req.kind), from: orList(rule.from.map(statusName)) };
    throw conflict('students.kindNotFor', params, 'Kind');
  }
  const fromClassId = child.ClassId;
  let localToday = batch.today.get(child.SchoolId);
  if (localToday === undefined) {
    localToday = (await schoolToday(trx, child.SchoolId)) as string;
    batch.today.set(child.SchoolId, localToday);
  }
  const changeDate = req.changeDate || localToday;
  if (changeDate > localToday) throw invalid('students.changeAfterToday', {}, 'ChangeDate');
  if (child.Birthday && changeDate < child.Birthday) throw invalid('students.changeBeforeBirthday', {}, 'ChangeDate');

  let toClassId: number | null = fromClassId;
  if (req.kind === STUDENT_CHANGE_KIND.Transfer) {
    if (!req.toClassId) throw invalid('students.chooseToClass', {}, 'ToClassId');
    if (req.toClassId === fromClassId) throw conflict('students.alreadyInClass', { name }, 'ToClassId');
    let target = batch.classes.get(req.toClassId);
    if (!target || target.SchoolId !== child.SchoolId) {
      // The class must be one the session may place children in, of the child's own school.
      // (Outside the scope as missing: answered for the field the call named.)
      await assertWriteScope(studentBound, trx, session, { ClassId: req.toClassId }, child).catch((e: unknown) => {
        throw e instanceof ApiError && e.code === Code.NotFound ? notInScope('ToClassId', 'class', req.toClassId) : e;
      });
      [target] = await lockClasses(trx, [req.toClassId]);
      if (!target) throw invalid('students.classMissing', {}, 'ToClassId');
      batch.classes.set(target.ClassId, target);
    }
    assertRoom(target, 1);
    toClassId = target.ClassId;
  } else if (req.toClassId) {
    throw invalid('students.onlyTransfer', { kind: kindName(req.kind) }, 'ToClassId');
  }
  // The rules hold STUDENT_STATUS values (typed number in the contract).
  const toStatus = (rule.to ?? fromStatus) as StudentStatus;
  const leaves = !STUDENT_AT_SCHOOL.includes(toStatus);
  if (leaves) toClassId = null;

  await sql`UPDATE student SET status = ${toStatus}, class_id = ${toClassId}, state = ${leaves ? 1 : 0},
    update_time = now(), update_by = ${session.sysUserId} WHERE student_id = ${child.StudentId}`.execute(trx);
  if (toClassId !== fromClassId) {
    countIn(batch, fromClassId, child.Gender, -1);
    countIn(batch, toClassId, child.Gender, 1);
  }
  return {
    StudentId: child.StudentId,
    SchoolId: child.SchoolId,
    // The class the change concerns (teachers see the history of their classes).
    ClassId: toClassId ?? fromClassId,
    Kind: req.kind,
    ChangeDate: changeDate,
    Reason: req.reason ?? '',
    FromClassId: fromClassId,
    ToClassId: req.kind === STUDENT_CHANGE_KIND.Transfer ? toClassId : null,
    FromStatus: fromStatus,
    ToStatus: toStatus,
  };
}

/** Keeps a batch's class counts as they now are in the transaction (a child left or joined). */
function countIn(batch: ChangeBatch, classId: number | null, gender: number, delta: number): void {
  const c = classId == null ? undefined : batch.classes.get(classId);
  if (!c) return;
  c.Count += delta;
  if (gender === 1) c.Boys += delta;
  else if (gender === 2) c.Girls += delta;
}

/** Inserts change rows applied by a workflow call (the StudentChange resource's own Add lets the engine write its row). */
export async function insertChanges(trx: Tx, session: Session, changes: AppliedChange[]): Promise<void> {
  if (!changes.length) return;
  await trx
    .insertInto('studentChange')
    .values(
      changes.map((c) => ({
        schoolId: c.SchoolId,
        studentId: c.StudentId,
        classId: c.ClassId,
        kind: c.Kind,
        changeDate: c.ChangeDate,
        reason: c.Reason,
        fromClassId: c.FromClassId,
        toClassId: c.ToClassId,
        fromStatus: c.FromStatus,
        toStatus: c.ToStatus,
        createBy: session.sysUserId,
        updateBy: session.sysUserId,
      })),
    )
    .execute();
}

/** An audit entry of a student workflow call. */
export const auditOf = (session: Session, ip: string, serial: string, event: string, detail: Record<string, unknown>) => ({
  event,
  sysUserId: session.sysUserId,
  username: session.username,
  ip,
  serial,
  detail,
});

/** Applies one change to each child in one transaction (all or none), keeps the rows and one audit entry. */
export async function changeChildren(
  db: Db,
  ctx: { session: Session; ip: string; serial: string },
  ids: number[],
  change: (child: ChildRow) => ChangeRequest,
): Promise<AppliedChange[]> {
  return db.transaction().execute(async (trx) => {
    const children = await lockChildren(trx, ctx.session, ids);
    const applied: AppliedChange[] = [];
    const batch = newChangeBatch();
    for (const child of children) applied.push(await applyChange(trx, ctx.session, child, change(child), batch));
    await insertChanges(trx, ctx.session, applied);
    await writeAudit(
      trx,
      auditOf(ctx.session, ctx.ip, ctx.serial, STUDENT_CHANGE_AUDIT_EVENT, {
        Kind: applied[0]?.Kind,
        StudentIds: applied.map((a) => a.StudentId),
        ToClassId: applied[0]?.ToClassId ?? null,
      }),
    );
    return applied;
  });
}
