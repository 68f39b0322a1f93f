import { api, Code, messageCatalog, STUDENT_CHANGE_KIND, STUDENT_STATUS } from '@kc/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldCipher } from '../../src/modules/students/id-card.ts';
import { CHILD_HAS_OPEN_LEAVE } from '../../src/modules/students/student-binding.ts';

const ID_CARD_TAKEN = 'IdCardNo: a child with this ID card number is already registered at this school';

import { idCardNo } from '../id-card.ts';
import { readSheet } from './resource-helpers.ts';
import {
  addChild,
  admin,
  call,
  child,
  count,
  junior,
  middle,
  newClass,
  newSchool,
  park,
  parkChanges,
  row,
  S1,
  S2,
  S2class,
  senior,
  server,
  teacher,
  teacherChanges,
  uniqueName,
  useStudentServer,
} from './student-helpers.ts';

/**
 * Children (Student) through the real server: each action and refusal of the form, the encrypted
 * ID card number, lists and filters, scope (park01 of school 1 against school 2; teacher01 against
 * a class not theirs), the overview, and birthdays / ages on each school's local date. Their
 * history, workflow calls and imports are in student-changes.test.ts.
 */
useStudentServer();
/** The name search's own counter (uniqueName counts in student-helpers.ts). */
let seq = 0;

describe('Student: Add, GetDetail, Update (and UpdateV2), the ID card number', () => {
  it('adds a child on trial by default, keeps the ID card number encrypted and answers it masked', async () => {
    const number = idCardNo('2022-05-06', 101);
    const id = await addChild({ IdCardNo: number, ClassId: junior, Allergies: '花生' });
    const stored = await row(id);
    expect(stored).toMatchObject({ schoolId: S1, classId: junior, status: STUDENT_STATUS.Trial, state: 0, allergies: '花生' });
    expect(stored.idCardNo).toMatch(/^v1:/);
    expect(stored.idCardNo).not.toContain(number.slice(0, 10));
    expect(fieldCipher(server.config.dataKey).decrypt(stored.idCardNo)).toBe(number);
    expect(stored.createBy).not.toBeNull();

    const detail = await park.detail(id);
    expect(detail.code).toBe(Code.Success);
    expect(detail.data).toMatchObject({ StudentId: id, IdCardNo: `${number.slice(0, 3)}***********${number.slice(-4)}`, IsVip: false });
    expect(detail.data.AgeMonths).toBeGreaterThan(40);
    const page = await park.page({ StudentName: detail.data.StudentName });
    expect(page.data.list[0]?.IdCardNo).toBe(detail.data.IdCardNo);
  });

  it('refuses a bad ID card number, one that disagrees with the birthday, a birthday to come, a status of a change: nothing written', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ IdCardNo: '110105202205061234' }, 'IdCardNo: not a valid 18-character ID card number'],
      [{ IdCardNo: idCardNo('2021-01-01') }, 'IdCardNo: the number carries the birth date 2021-01-01, not the birthday 2022-05-06'],
      [{ Birthday: '2099-01-01' }, 'Birthday: cannot be after today'],
      [{ Status: STUDENT_STATUS.Graduated }, 'Status: a child is added on trial or enrolled; the other statuses come from changes'],
      [{ EnrolDate: '2020-01-01' }, 'EnrolDate: cannot be before the birthday'],
      [{ StudentName: '' }, 'StudentName: name cannot be empty'],
      [{ Gender: 3 }, 'Gender: must be one of 1, 2'],
    ];
    for (const [over, msg] of cases) {
      const res = await park.add(child(over));
      expect([res.code, res.msg]).toEqual([Code.InvalidInput, msg]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses the same ID card number twice in a school (100005), but not in another school', async () => {
    const number = idCardNo('2022-05-06', 202);
    await addChild({ IdCardNo: number });
    const again = await park.add(child({ IdCardNo: number.toLowerCase() }));
    expect([again.code, again.msg]).toEqual([Code.Conflict, ID_CARD_TAKEN]);
    const elsewhere = await admin.add(child({ SchoolId: S2, IdCardNo: number }));
    expect(elsewhere.code).toBe(Code.Success);
  });

  it('refuses a class that is full or disabled, and another school’s class', async () => {
    const small = await newClass(S1, uniqueName('小小班'), 'junior', 1);
    await addChild({ ClassId: small });
    const full = await park.add(child({ ClassId: small }));
    expect(full.code).toBe(Code.Conflict);
    expect(full.msg).toMatch(/^ClassId: the class 小小班\d+号 is full \(1 of 1 places taken\)$/);
    const off = await newClass(S1, uniqueName('停用班'));
    await server.db.updateTable('schoolClass').set({ state: 1 }).where('classId', '=', off).execute();
    expect((await park.add(child({ ClassId: off }))).msg).toMatch(/is disabled$/);
    // park01 may not place a child in school 2's class (as if it did not exist); the platform learns it is not the school's.
    expect(await park.add(child({ ClassId: S2class }))).toMatchObject({
      code: Code.NotFound,
      msg: `ClassId: class ${S2class} does not exist`,
    });
    const admins = await admin.add(child({ ClassId: S2class }));
    expect([admins.code, admins.msg]).toEqual([Code.InvalidInput, "ClassId: the class is not one of the school's"]);
  });

  it('updates the fields of the form; the masked number sent back keeps it; class and status are not changed by Update or UpdateV2', async () => {
    const number = idCardNo('2022-05-06', 303);
    const id = await addChild({ IdCardNo: number, ClassId: junior });
    const cipherBefore = (await row(id)).idCardNo;
    const shown = (await park.detail(id)).data.IdCardNo as string;
    const res = await park.update({ StudentId: id, StudentName: '改名儿', IdCardNo: shown, MedicalNotes: '哮喘' });
    expect(res.code, res.msg).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ studentName: '改名儿', idCardNo: cipherBefore, medicalNotes: '哮喘' });

    const v2 = await call('park01', api.studentUpdateV2, {
      StudentId: id,
      BloodType: 'AB',
      ClassId: middle,
      Status: STUDENT_STATUS.Graduated,
    } as never);
    expect(v2.code, v2.msg).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ bloodType: 'AB', classId: junior, status: STUDENT_STATUS.Trial });

    const other = idCardNo('2022-05-06', 304);
    expect((await park.update({ StudentId: id, IdCardNo: other })).code).toBe(Code.Success);
    expect((await park.update({ StudentId: id, Birthday: '2022-05-07' })).msg).toBe(
      'Birthday: the ID card number carries the birth date 2022-05-06',
    );
    expect(fieldCipher(server.config.dataKey).decrypt((await row(id)).idCardNo)).toBe(other);
    expect((await park.update({ StudentId: id, IdCardNo: null })).code).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ idCardNo: '', idCardHash: null });
    expect((await park.update({ StudentId: id, Birthday: '2099-01-01' })).msg).toBe('Birthday: cannot be after today');
  });
});

describe('Student: lists, filters, delete', () => {
  it('filters by name, class, awaiting a class and status, pages and sorts', async () => {
    const name = uniqueName('筛选');
    const a = await addChild({ StudentName: `${name}甲`, ClassId: junior, Birthday: '2022-01-01' });
    const b = await addChild({ StudentName: `${name}乙`, Birthday: '2022-02-02' });
    const byName = await park.page({ StudentName: name, sort: 'Birthday' });
    expect(byName.data.list.map((r) => r.StudentId)).toEqual([a, b]);
    expect((await park.page({ StudentName: name, ClassId: junior })).data.list.map((r) => r.StudentId)).toEqual([a]);
    expect((await park.page({ StudentName: name, AwaitingClass: true })).data.list.map((r) => r.StudentId)).toEqual([b]);
    expect((await park.page({ StudentName: name, Status: STUDENT_STATUS.Enrolled })).data.total).toBe(0);
    const paged = await park.page({ StudentName: name, size: 1, cur_page: 2, sort: '-Birthday' });
    expect([paged.data.total, paged.data.list[0]?.StudentId]).toEqual([2, a]);
  });

  it('finds names by one character, a pair or more, in any case, and only real matches', async () => {
    const tag = `龘${++seq}`;
    const han = await addChild({ StudentName: `${tag}靐鱻` });
    const apart = await addChild({ StudentName: `${tag}鱻X靐` });
    const latin = await addChild({ StudentName: `McKinley ${tag}` });
    const found = async (search: string) =>
      (await park.page({ StudentName: search, size: 50 })).data.list
        .map((r) => Number(r.StudentId))
        .filter((id) => [han, apart, latin].includes(id));
    expect(await found('靐')).toEqual(expect.arrayContaining([han, apart]));
    expect(await found('靐鱻')).toEqual([han]);
    expect(await found(`${tag}靐`)).toEqual([han]);
    expect(await found('mckinLEY')).toEqual([latin]);
    expect(await found('鱻靐')).toEqual([]);
  });

  it('totals a short name search exactly through adds, renames, moves between schools and deletes, in every scope', async () => {
    // A pair no other test uses: a one-gram search alone is counted from the gram rows (migration 0016).
    const pair = '鼗鼙';
    const totals = async () => {
      const [p, a, t, narrowed, one] = await Promise.all([
        park.page({ StudentName: pair }),
        admin.page({ StudentName: pair }),
        teacher.page({ StudentName: pair }),
        park.page({ StudentName: pair, ClassId: junior }),
        admin.page({ StudentName: pair.slice(1) }),
      ]);
      for (const r of [p, a, t, narrowed, one]) expect(r.data.list.length, 'the page holds the whole total').toBe(r.data.total);
      return { park: p.data.total, admin: a.data.total, teacher: t.data.total, junior: narrowed.data.total, oneChar: one.data.total };
    };
    // The one gram the engine spells with built-ins is search_grams' own.
    const spelled = await sql<{
      same: boolean;
    }>`SELECT bool_and(substr(lower(s), 1, 2) = (search_grams(s))[1] AND cardinality(search_grams(s)) = 1) AS same
      FROM unnest(${['子', pair, 'Ab', 'mC', 'z', 'É', '1a', 'a ']}::text[]) s`.execute(server.db);
    expect(spelled.rows[0]?.same).toBe(true);
    const first = await addChild({ StudentName: `${pair}一`, ClassId: junior });
    const second = await addChild({ StudentName: `小${pair}`, ClassId: senior });
    const other = await addChild({ SchoolId: S2, StudentName: `${pair}三` }, admin);
    expect(await totals()).toEqual({ park: 2, admin: 3, teacher: 1, junior: 1, oneChar: 3 });
    // Paged from the gram rows in id order, either way; any other sort pages the table.
    const ids = async (over: Record<string, unknown>) =>
      (await admin.page({ StudentName: pair, ...over })).data.list.map((r) => Number(r.StudentId));
    expect(await ids({})).toEqual([other, second, first]);
    expect(await ids({ sort: 'StudentId' })).toEqual([first, second, other]);
    expect(await ids({ size: 1, cur_page: 2 })).toEqual([second]);
    expect(await ids({ size: 2, cur_page: 2, sort: 'StudentId' })).toEqual([other]);
    expect(await ids({ size: 2, cur_page: 3 })).toEqual([]);
    expect((await park.page({ StudentName: pair, size: 1, cur_page: 3 })).data).toEqual({ list: [], total: 2 });

    expect((await park.update({ StudentId: second, StudentName: '小明' })).code).toBe(Code.Success);
    expect(await totals()).toEqual({ park: 1, admin: 2, teacher: 1, junior: 1, oneChar: 2 });

    await sql`UPDATE student SET school_id = ${S1} WHERE student_id = ${other}`.execute(server.db);
    expect(await totals()).toEqual({ park: 2, admin: 2, teacher: 1, junior: 1, oneChar: 2 });

    expect((await park.remove({ Ids: [first] })).code).toBe(Code.Success);
    expect(await totals()).toEqual({ park: 1, admin: 1, teacher: 0, junior: 0, oneChar: 1 });

    // The gram rows are exactly the children's grams, after everything the tests wrote.
    const drift = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (
      (SELECT g, school_id, student_id FROM student, unnest(student_name_grams) g EXCEPT ALL SELECT gram, school_id, id FROM student_gram)
      UNION ALL (SELECT gram, school_id, id FROM student_gram EXCEPT ALL SELECT g, school_id, student_id FROM student, unnest(student_name_grams) g)) x`.execute(
      server.db,
    );
    expect(drift.rows[0]?.n).toBe(0);
  });

  it('deletes a child with its history; refuses one with an open leave, naming the child', async () => {
    const plain = await addChild({ ClassId: junior });
    const onLeave = await addChild({ ClassId: junior });
    await server.db
      .insertInto('studentChange')
      .values({ schoolId: S1, studentId: plain, kind: 2, changeDate: '2026-01-05', fromStatus: 1, toStatus: 3 })
      .execute();
    await sql`INSERT INTO student_leave (school_id, class_id, student_id, kind, start_date, end_date, state)
      VALUES (${S1}, ${junior}, ${onLeave}, 1, current_date, current_date + 3, 1)`.execute(server.db);
    const name = (await row(onLeave)).studentName;
    const refused = await park.remove({ Ids: [plain, onLeave] });
    expect([refused.code, refused.msg]).toEqual([Code.Conflict, `cannot delete ${name}: ${messageCatalog.en[CHILD_HAS_OPEN_LEAVE]}`]);
    expect((await row(plain)).studentId).toBe(plain);

    const ok = await park.remove({ StudentId: plain });
    expect(ok.data).toEqual({ Deleted: 1 });
    expect(await server.db.selectFrom('studentChange').select('studentId').where('studentId', '=', plain).execute()).toEqual([]);
    // Once the leave is cancelled, the child can go.
    await sql`UPDATE student_leave SET state = 4 WHERE student_id = ${onLeave}`.execute(server.db);
    expect((await park.remove({ StudentId: onLeave })).code).toBe(Code.Success);
  });
});

describe('birthdays and ages on the school’s local date', () => {
  let beijing: number;
  let newYork: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    beijing = await newSchool(uniqueName('北京园'), 'Asia/Shanghai');
    newYork = await newSchool(uniqueName('纽约园'), 'America/New_York');
    for (const [key, school, birthday] of [
      ['bjNewYear', beijing, '2020-01-01'],
      ['bjEve', beijing, '2020-12-31'],
      ['bjLeap', beijing, '2020-02-29'],
      ['nyNewYear', newYork, '2021-01-01'],
      ['nyEve', newYork, '2021-12-31'],
    ] as const) {
      ids[key] = await addChild({ SchoolId: school, Birthday: birthday, StudentName: `${key}宝宝` }, admin);
    }
  });

  const birthdays = async (input: Record<string, unknown>, username = 'admin') => {
    const res = await call(username, api.studentBirthdayList, { cur_page: 1, size: 100, ...input } as never);
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data;
  };
  const mine = (list: Record<string, unknown>[]) => list.filter((r) => Object.values(ids).includes(Number(r.StudentId)));

  it('at 16:30 UTC on 31 December it is already 1 January in Beijing (UTC+8) but still 31 December in New York', async () => {
    expect(new Date().getTimezoneOffset()).toBe(0);
    const at = '2026-12-31T16:30:00Z';
    const list = mine((await birthdays({ At: at })).list);
    const byId = new Map(list.map((r) => [r.StudentId, r]));
    expect(byId.get(ids.bjNewYear)).toMatchObject({
      Today: '2027-01-01',
      BirthdayDate: '2027-01-01',
      IsToday: true,
      TurnsYears: 7,
      AgeYears: 7,
      AgeMonths: 0,
    });
    expect(byId.has(ids.bjEve)).toBe(false);
    expect(byId.get(ids.nyEve)).toMatchObject({ Today: '2026-12-31', IsToday: true, TurnsYears: 5, AgeYears: 5, AgeMonths: 0 });
    expect(byId.has(ids.nyNewYear)).toBe(false);

    // An hour earlier Beijing is still on 31 December: the other child's birthday is today there.
    const before = mine((await birthdays({ At: '2026-12-31T15:30:00Z', SchoolId: beijing })).list);
    expect(before.map((r) => [r.StudentId, r.IsToday, r.AgeYears, r.AgeMonths])).toEqual([[ids.bjEve, true, 6, 0]]);
  });

  it('lists a month asked for, in day order, with 29 February on the 28th in a common year', async () => {
    const feb = mine((await birthdays({ Month: 2, At: '2027-01-10T00:00:00Z', SchoolId: beijing })).list);
    expect(feb).toEqual([
      expect.objectContaining({
        StudentId: ids.bjLeap,
        BirthdayDate: '2027-02-28',
        TurnsYears: 7,
        AgeYears: 6,
        AgeMonths: 10,
        IsToday: false,
      }),
    ]);
    const jan = mine((await birthdays({ Month: 1, At: '2026-06-01T00:00:00Z' })).list);
    expect(jan.map((r) => r.StudentId)).toEqual([ids.bjNewYear, ids.nyNewYear]);
  });

  it('shows park01 only the birthdays of its school', async () => {
    const name = uniqueName('生日');
    await addChild({ StudentName: name, Birthday: '2021-07-07' });
    const list = (await birthdays({ Month: 7 }, 'park01')).list;
    expect(list.some((r) => r.StudentName === name)).toBe(true);
    expect(list.every((r) => r.SchoolId === S1)).toBe(true);
    expect((await birthdays({ Month: 7, SchoolId: S2 }, 'park01')).total).toBe(0);
  });
});

describe('scope', () => {
  let s2child: number;
  beforeAll(async () => {
    // A seeded (enrolled) child of school 2.
    s2child = (await admin.page({ SchoolId: S2, size: 1, sort: 'StudentId' })).data.list[0]?.StudentId as number;
  });

  it('park01 neither reads nor changes school 2’s children: by id, filter, paging, export, workflow', async () => {
    expect((await park.detail(s2child)).code).toBe(Code.NotFound);
    expect((await park.update({ StudentId: s2child, StudentName: '改' })).code).toBe(Code.NotFound);
    expect((await park.remove({ StudentId: s2child })).code).toBe(Code.NotFound);
    expect((await park.page({ SchoolId: S2 })).data.total).toBe(0);
    const all = await park.page({ size: 100 });
    expect(all.data.total).toBe(await count(S1));
    expect(all.data.list.every((r) => r.SchoolId === S1)).toBe(true);
    const exported = await park.exportFile({});
    expect(exported.data.Rows).toBe(await count(S1));
    const sheet = await readSheet(server, exported.data.FilePath);
    const s2name = (await row(s2child)).studentName;
    expect(sheet.rows.flat().includes(s2name)).toBe(false);
    expect(sheet.rows.flat().some((c) => typeof c === 'string' && /^v1:/.test(c))).toBe(false);

    expect((await parkChanges.add({ StudentId: s2child, Kind: STUDENT_CHANGE_KIND.Suspend, ChangeDate: '2026-03-02' })).code).toBe(
      Code.NotFound,
    );
    expect((await call('park01', api.studentMoveClass, { Ids: [s2child], ClassId: junior })).code).toBe(Code.NotFound);
    expect((await call('park01', api.studentSetVip, { Ids: [s2child], VipExpireTime: null })).code).toBe(Code.NotFound);
    expect((await call('park01', api.studentConfirmSchool, { Ids: [s2child] })).code).toBe(Code.NotFound);
    expect((await call('park01', api.studentOverview, { StudentId: s2child })).code).toBe(Code.NotFound);
    expect((await parkChanges.page({ SchoolId: S2 })).data.total).toBe(0);
    expect((await row(s2child)).status).toBe(STUDENT_STATUS.Enrolled);
  });

  it('teacher01 sees only the children of their classes, and changes nothing', async () => {
    const inSenior = await addChild({ ClassId: senior });
    const inJunior = await addChild({ ClassId: junior });
    const list = await teacher.page({ size: 100 });
    expect(list.code).toBe(Code.Success);
    expect(new Set(list.data.list.map((r) => r.ClassId))).toEqual(new Set([junior, middle]));
    expect(list.data.total).toBe(
      Number(
        (
          await server.db
            .selectFrom('student')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('classId', 'in', [junior, middle])
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect((await teacher.detail(inSenior)).code).toBe(Code.NotFound);
    expect((await teacher.detail(inJunior)).code).toBe(Code.Success);
    expect((await teacher.page({ ClassId: senior })).data.total).toBe(0);
    expect((await teacher.add(child({ ClassId: junior }))).code).toBe(Code.NoPermission);
    expect((await call('teacher01', api.studentMoveClass, { Ids: [inJunior], ClassId: middle })).code).toBe(Code.NoPermission);
    expect((await call('teacher01', api.studentOverview, { StudentId: inSenior })).code).toBe(Code.NotFound);
    for (const id of [inSenior, inJunior]) {
      expect((await parkChanges.add({ StudentId: id, Kind: STUDENT_CHANGE_KIND.Suspend, ChangeDate: '2026-03-02' })).code).toBe(
        Code.Success,
      );
    }
    const history = await teacherChanges.page({ size: 100 });
    const seen = history.data.list.map((r) => r.StudentId);
    expect(seen).toContain(inJunior);
    expect(seen).not.toContain(inSenior);
    expect((await teacherChanges.page({ StudentId: inSenior })).data.total).toBe(0);
    expect(history.data.list.every((r) => [junior, middle].includes(Number(r.ToClassId ?? r.FromClassId)))).toBe(true);
  });
});

describe('GetOverview: families, attendance and leave of a child', () => {
  it('answers the families with masked mobiles and the month of attendance and leave', async () => {
    const seeded = (await park.page({ sort: 'StudentId', size: 1 })).data.list[0]?.StudentId as number;
    const res = await call('park01', api.studentOverview, { StudentId: seeded });
    expect(res.code, res.msg).toBe(Code.Success);
    const families = res.data.Families as { Mobile: string; IsPrimary: boolean }[];
    expect(families.length).toBeGreaterThan(0);
    expect(families[0]?.IsPrimary).toBe(true);
    expect(families.every((f) => /^\d{3}\*{4}\d{4}$/.test(f.Mobile))).toBe(true);
    expect(res.data.Attendance).toMatchObject({ Month: expect.stringMatching(/^\d{4}-\d{2}$/) });
    expect(Array.isArray(res.data.Leaves)).toBe(true);
  });
});
