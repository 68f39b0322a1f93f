import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { and, compile, fromRaw, ident, isoTimestamp, join, preparedName, q, raw, toRaw } from '../../src/db/frag.ts';

describe('SQL fragments', () => {
  it('inline nested fragments and number the parameters in order', () => {
    const scope = q`${ident('t.schoolId')} IN (SELECT school_id FROM sys_user_school WHERE sys_user_id = ${7})`;
    const f = q`SELECT ${join([ident('t.visitId'), ident('t.visitTime')])} FROM visit t WHERE ${and([scope, q`t.state = ${3}`])} LIMIT ${20}`;
    expect(compile(f)).toEqual({
      sql: 'SELECT "t"."visit_id", "t"."visit_time" FROM visit t WHERE ("t"."school_id" IN (SELECT school_id FROM sys_user_school WHERE sys_user_id = $1) AND t.state = $2) LIMIT $3',
      parameters: [7, 3, 20],
    });
    expect(compile(and([])).sql).toBe('true');
  });

  it('name columns as the CamelCasePlugin does, and quote what it is given', () => {
    expect(compile(ident('idCardNo')).sql).toBe('"id_card_no"');
    expect(compile(ident('t.address1')).sql).toBe('"t"."address1"');
    expect(compile(ident('a"b')).sql).toBe('"a""b"');
  });

  it('take Kysely builders in and give them back with the same text and values', () => {
    const built = sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref('t.studentId')} AND s.state = ${0})`;
    const f = fromRaw(built);
    expect(compile(q`${raw('x = ')}${f}`)).toEqual({
      sql: 'x = (SELECT s.student_name FROM student s WHERE s.student_id = "t"."student_id" AND s.state = $1)',
      parameters: [0],
    });
    expect(fromRaw(toRaw(f))).toEqual(f);
  });

  it('answer timestamps as Date#toISOString writes them, cut from the text in UTC and parsed otherwise', () => {
    const parse = pg.types.getTypeParser(1184) as (s: string) => Date;
    for (const text of [
      '2026-11-22 10:00:00+00',
      '2026-11-22 10:00:00.5+00',
      '2026-11-22 10:00:00.123456+00',
      '2026-01-01 00:00:00.999999+00',
      '2026-11-22 18:00:00.25+08',
      '2026-11-22 05:00:00-05',
      '2026-11-22 10:00:00+05:30',
    ]) {
      expect(isoTimestamp(text), text).toBe(parse(text).toISOString());
    }
    expect(isoTimestamp('infinity')).toBe('infinity');
  });

  it('name each prepared text once, and never two texts alike in length and ending alike', () => {
    const tail = ' FROM student s WHERE s.school_id = $1 ORDER BY s.student_id DESC LIMIT 20';
    const a = `SELECT s.student_id, s.student_name${tail}`;
    const b = `SELECT s.student_name, s.student_id${tail}`;
    expect(a.length).toBe(b.length);
    const nameA = preparedName(a);
    const nameB = preparedName(b);
    expect(nameA).toMatch(/^frag\d+$/);
    expect(nameB).toMatch(/^frag\d+$/);
    expect(nameB).not.toBe(nameA);
    // The same text built afresh (another string) gets the same name.
    expect(preparedName(['SELECT s.student_id, ', 's.student_name', tail].join(''))).toBe(nameA);
    expect(preparedName(b.slice(0))).toBe(nameB);
  });
});
