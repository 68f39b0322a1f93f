import { type api, HYGIENE_SOURCE, type InputOf, READING_SOURCE, SLEEP_SOURCE, WARNING_TYPE } from '@kc/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { clockOf, instantAt, localOf } from '../../lib/local-dates.ts';
import { type ClassDay, classDay, gridOf, saveClassDay } from './class-day.ts';
import { isFever, syncWarnings } from './warnings.ts';

type Tx = Kysely<Database>;

// The rounds of the timed kinds (contract: daily-care/api.ts): a temperature round and a hygiene
// round at a time of the day, the day's nap. A round is the class's manual records that match it
// (readings and records from devices are never touched); a save replaces it in one transaction:
// a sent row updates the child's record of the round or adds one, and the record of a child of
// the class left out is removed.

/** How one kind's round is kept: its table, id column and manual source, and what picks the round. */
interface RoundTable {
  table: 'infrared_reading' | 'hygiene_record' | 'sleep_record';
  id: string;
  manual: number;
  /** The round's own condition on a row `alias` of the table, beside its class, date and source. */
  match: (alias: string, day: ClassDay) => RawBuilder<unknown>;
}

/** A column a save writes: its name, its PostgreSQL type and each row's value (in the rows' order). */
interface Column {
  name: string;
  type: string;
  values: readonly unknown[];
}

/** The round's manual records of the class's day, with the columns asked for (`alias` r). */
function roundRows<T>(db: Tx, spec: RoundTable, day: ClassDay, select: RawBuilder<unknown>) {
  return sql<T & { id: number; studentId: number }>`SELECT ${sql.ref(`r.${spec.id}`)} AS id, r.student_id, ${select}
    FROM ${sql.table(spec.table)} r
    WHERE r.class_id = ${day.classId} AND r.date = ${day.date}::date AND r.source = ${spec.manual} AND ${spec.match('r', day)}`.execute(db);
}

/**
 * Replaces a round: the rows' records updated where the child has one, added where not, and the
 * round's records of the class's other children removed. `fixed` are the columns every added
 * record takes (the round's time and kind). Answers each child's record id and the removed ids.
 */
async function replaceRound(
  trx: Tx,
  session: Session,
  spec: RoundTable,
  day: ClassDay,
  studentIds: readonly number[],
  columns: readonly Column[],
  fixed: readonly { name: string; value: RawBuilder<unknown> }[],
): Promise<{ idOf: Map<number, number>; removed: number[] }> {
  // One save of a class's round at a time: two teachers saving it together do not both add it.
  await sql`SELECT pg_advisory_xact_lock(hashtext(${spec.table}), ${day.classId}::int)`.execute(trx);
  const t = sql.table(spec.table);
  const id = sql.ref(spec.id);
  const here = (alias: string) =>
    sql`${sql.ref(`${alias}.class_id`)} = ${day.classId} AND ${sql.ref(`${alias}.date`)} = ${day.date}::date
      AND ${sql.ref(`${alias}.source`)} = ${spec.manual} AND ${spec.match(alias, day)}`;
  const others = day.children.map((c) => c.studentId).filter((s) => !studentIds.includes(s));
  const removed = await sql<{ id: number }>`DELETE FROM ${t} AS r WHERE ${here('r')} AND r.student_id = ANY(${others}::bigint[])
    RETURNING ${sql.ref(`r.${spec.id}`)} AS id`.execute(trx);
  const names = columns.map((c) => sql.ref(c.name));
  const unnest = sql`unnest(${studentIds}::bigint[], ${sql.join(columns.map((c) => sql`${c.values}::${sql.raw(c.type)}[]`))})
    AS v(student_id, ${sql.join(names)})`;
  const updated = await sql<{ id: number; studentId: number }>`UPDATE ${t} AS r
    SET ${sql.join(columns.map((c) => sql`${sql.ref(c.name)} = ${sql.ref(`v.${c.name}`)}`))}, update_by = ${session.sysUserId}, update_time = now()
    FROM ${unnest} WHERE r.student_id = v.student_id AND ${here('r')}
    RETURNING ${sql.ref(`r.${spec.id}`)} AS id, r.student_id`.execute(trx);
  const idOf = new Map(updated.rows.map((r) => [Number(r.studentId), Number(r.id)]));
  const missing = studentIds.map((s, i) => [s, i] as const).filter(([s]) => !idOf.has(s));
  if (missing.length > 0) {
    const pick = (c: Column) => missing.map(([, i]) => c.values[i]);
    const into = [...fixed.map((f) => sql.ref(f.name)), ...names];
    const added = await sql<{ id: number; studentId: number }>`
      INSERT INTO ${t} (school_id, class_id, student_id, date, source, ${sql.join(into)}, create_by, update_by)
      SELECT ${day.schoolId}, ${day.classId}, v.student_id, ${day.date}::date, ${spec.manual},
        ${sql.join([...fixed.map((f) => f.value), ...columns.map((c) => sql.ref(`v.${c.name}`))])}, ${session.sysUserId}, ${session.sysUserId}
      FROM unnest(${missing.map(([s]) => s)}::bigint[], ${sql.join(columns.map((c) => sql`${pick(c)}::${sql.raw(c.type)}[]`))})
        AS v(student_id, ${sql.join(names)})
      RETURNING ${id} AS id, student_id`.execute(trx);
    for (const r of added.rows) idOf.set(Number(r.studentId), Number(r.id));
  }
  return { idOf, removed: removed.rows.map((r) => Number(r.id)) };
}

/** The instant of a time of the round's day on the school's clock: not later than now. */
function roundInstant(day: ClassDay, time: string, field: string): Date {
  const at = instantAt(day.date, time, day.timeZone);
  if (at.getTime() > Date.now()) throw invalid('dailyCare.futureTime', { now: clockOf(localOf(new Date(), day.timeZone).minutes) }, field);
  return at;
}

// --- Infrared: a temperature round at a time ---------------------------------------------------

const infraredRound = (at: Date): RoundTable => ({
  table: 'infrared_reading',
  id: 'infrared_id',
  manual: READING_SOURCE.Manual,
  match: (alias) => sql`${sql.ref(`${alias}.measure_time`)} = ${at}`,
});

/** Infrared/GetClassDay: the class's readings of the round at Time. */
export const infraredClassDay: Handler<typeof api.infraredClassDay> = async ({ db, store, session, input }) => {
  const day = await classDay(db, store, session, input.ClassId, input.Date);
  const at = instantAt(day.date, input.Time, day.timeZone);
  const rows = await roundRows<{ value: string }>(db, infraredRound(at), day, sql`r.value`);
  const byChild = new Map(
    rows.rows.map((r) => {
      const value = Number(r.value);
      return [Number(r.studentId), { InfraredId: Number(r.id), Value: value, Abnormal: isFever(value, day.temperatureThreshold) }];
    }),
  );
  return gridOf(day, byChild);
};

/** Infrared/SaveClassDay: the round's readings; a fever raises its warning, a removed or corrected one withdraws it. */
export const infraredSaveClassDay: Handler<typeof api.infraredSaveClassDay> = async (ctx) => {
  const { input, session } = ctx;
  return saveClassDay(ctx, input, async (trx, day, rows) => {
    const at = roundInstant(day, input.Time, 'Time');
    const abnormal = rows.map((r) => isFever(r.Value, day.temperatureThreshold));
    const { idOf, removed } = await replaceRound(
      trx,
      session,
      infraredRound(at),
      day,
      rows.map((r) => r.StudentId),
      [
        { name: 'value', type: 'numeric', values: rows.map((r) => r.Value) },
        { name: 'abnormal', type: 'boolean', values: abnormal },
      ],
      [{ name: 'measure_time', value: sql`${at}::timestamptz` }],
    );
    const warnings = await syncWarnings(trx, day, [
      ...rows.map((r, i) => ({
        source: `Infrared:${idOf.get(r.StudentId)}`,
        studentId: r.StudentId,
        type: WARNING_TYPE.Fever,
        on: abnormal[i] === true,
        value: r.Value.toFixed(1),
      })),
      ...removed.map((rid) => ({ source: `Infrared:${rid}`, studentId: 0, type: WARNING_TYPE.Fever, on: false, value: '' })),
    ]);
    return { saved: rows.length, warnings };
  });
};

// --- Hygiene: one kind of care for the class at a time -----------------------------------------

const hygieneRound = (kind: number, at: Date): RoundTable => ({
  table: 'hygiene_record',
  id: 'hygiene_id',
  manual: HYGIENE_SOURCE.Manual,
  match: (alias) => sql`${sql.ref(`${alias}.kind`)} = ${kind} AND ${sql.ref(`${alias}.record_time`)} = ${at}`,
});

/** Hygiene/GetClassDay: the class's records of the round (a kind at a time). */
export const hygieneClassDay: Handler<typeof api.hygieneClassDay> = async ({ db, store, session, input }) => {
  const day = await classDay(db, store, session, input.ClassId, input.Date);
  const at = instantAt(day.date, input.Time, day.timeZone);
  const rows = await roundRows<{ amount: number | null; note: string }>(db, hygieneRound(input.Kind, at), day, sql`r.amount, r.note`);
  return gridOf(day, new Map(rows.rows.map((r) => [Number(r.studentId), { HygieneId: Number(r.id), Amount: r.amount, Note: r.note }])));
};

/** Hygiene/SaveClassDay: the round's records, every row or none. */
export const hygieneSaveClassDay: Handler<typeof api.hygieneSaveClassDay> = async (ctx) => {
  const { input, session } = ctx;
  return saveClassDay(ctx, input, async (trx, day, rows) => {
    const at = roundInstant(day, input.Time, 'Time');
    await replaceRound(
      trx,
      session,
      hygieneRound(input.Kind, at),
      day,
      rows.map((r) => r.StudentId),
      [
        { name: 'amount', type: 'int', values: rows.map((r) => r.Amount ?? null) },
        { name: 'note', type: 'text', values: rows.map((r) => r.Note ?? '') },
      ],
      [
        { name: 'kind', value: sql`${input.Kind}::smallint` },
        { name: 'record_time', value: sql`${at}::timestamptz` },
      ],
    );
    return { saved: rows.length, warnings: 0 };
  });
};

// --- SleepRecord: the day's nap ----------------------------------------------------------------

/** The nap of a child on a day: their first manual sleep record of it. */
const napRound: RoundTable = {
  table: 'sleep_record',
  id: 'sleep_record_id',
  manual: SLEEP_SOURCE.Manual,
  match: (alias, day) => sql`${sql.ref(`${alias}.sleep_record_id`)} IN (
    SELECT DISTINCT ON (x.student_id) x.sleep_record_id FROM sleep_record x
    WHERE x.class_id = ${day.classId} AND x.date = ${day.date}::date AND x.source = ${SLEEP_SOURCE.Manual}
    ORDER BY x.student_id, x.start_time, x.sleep_record_id)`,
};

type SleepRow = InputOf<typeof api.sleepSaveClassDay>['Rows'][number];

/**
 * SleepRecord/GetClassDay: every child's nap of the day, its times on the school's clock; a child
 * with none entered shows the first nap a bracelet reported that day (FromDevice), to confirm.
 */
export const sleepClassDay: Handler<typeof api.sleepClassDay> = async ({ db, store, session, input }) => {
  const day = await classDay(db, store, session, input.ClassId, input.Date);
  const napColumns = sql`to_char(r.start_time AT TIME ZONE ${day.timeZone}, 'HH24:MI') AS start_time,
      to_char(r.end_time AT TIME ZONE ${day.timeZone}, 'HH24:MI') AS end_time, r.quality, r.note`;
  type Nap = { startTime: string; endTime: string | null; quality: number; note: string };
  const [manual, device] = await Promise.all([
    roundRows<Nap>(db, napRound, day, napColumns),
    sql<Nap & { id: number; studentId: number }>`SELECT DISTINCT ON (r.student_id) r.sleep_record_id AS id, r.student_id, ${napColumns}
      FROM sleep_record r WHERE r.class_id = ${day.classId} AND r.date = ${day.date}::date AND r.source <> ${SLEEP_SOURCE.Manual}
      ORDER BY r.student_id, r.start_time`.execute(db),
  ]);
  const recordOf = (r: Nap & { id: number }, FromDevice: boolean) => ({
    SleepRecordId: Number(r.id),
    StartTime: r.startTime,
    EndTime: r.endTime,
    Quality: r.quality,
    Note: r.note,
    FromDevice,
  });
  const byChild = new Map(device.rows.map((r) => [Number(r.studentId), recordOf(r, true)]));
  for (const r of manual.rows) byChild.set(Number(r.studentId), recordOf(r, false));
  return gridOf(day, byChild);
};

/** SleepRecord/SaveClassDay: the day's naps; an end before its start is refused on its row. */
export const sleepSaveClassDay: Handler<typeof api.sleepSaveClassDay> = async (ctx) => {
  const { input, session } = ctx;
  return saveClassDay(ctx, input, async (trx, day, rows: readonly SleepRow[]) => {
    const starts = rows.map((r, i) => roundInstant(day, r.StartTime, `Rows.${i}.StartTime`));
    const ends = rows.map((r, i) => {
      if (r.EndTime == null) return null;
      if (r.EndTime < r.StartTime) throw invalid('dailyCare.endBeforeStart', {}, `Rows.${i}.EndTime`);
      return roundInstant(day, r.EndTime, `Rows.${i}.EndTime`);
    });
    await replaceRound(
      trx,
      session,
      napRound,
      day,
      rows.map((r) => r.StudentId),
      [
        { name: 'start_time', type: 'timestamptz', values: starts },
        { name: 'end_time', type: 'timestamptz', values: ends },
        { name: 'quality', type: 'smallint', values: rows.map((r) => r.Quality) },
        { name: 'note', type: 'text', values: rows.map((r) => r.Note ?? '') },
      ],
      [],
    );
    return { saved: rows.length, warnings: 0 };
  });
};
