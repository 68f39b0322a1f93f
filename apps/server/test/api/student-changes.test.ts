import { api, Code, STUDENT_CHANGE_KIND, STUDENT_STATUS, student } from '@kc/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { idCardNo } from '../id-card.ts';
import { readSheet, resourceApi, uploadExcel, xlsx } from './resource-helpers.ts';
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
  parkToken,
  row,
  S1,
  S2,
  S2class,
  server,
  uniqueName,
  useStudentServer,
} from './student-helpers.ts';

/**
 * A child's history (StudentChange) and StudentManage's workflow calls through the real server:
 * changes applied at once and audited, moves between classes, enrolment, VIP, the children awaiting
 * a class, the division of new children into classes, and imports that never half-write.
 */
useStudentServer();

describe('StudentChange: apply, history, audit', () => {
  it('suspends, resumes, transfers and withdraws, each applied at once and kept with who and when', async () => {
    const id = await addChild({ ClassId: junior, Status: STUDENT_STATUS.Enrolled });
    const add = (input: Record<string, unknown>) => parkChanges.add({ StudentId: id, ChangeDate: '2026-03-02', ...input });

    expect((await add({ Kind: STUDENT_CHANGE_KIND.Suspend, Reason: '回老家' })).code).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ status: STUDENT_STATUS.Suspended, classId: junior, state: 0 });
    const resume = await add({ Kind: STUDENT_CHANGE_KIND.Resume });
    expect(resume.code).toBe(Code.Success);
    const transfer = await add({ Kind: STUDENT_CHANGE_KIND.Transfer, ToClassId: middle });
    expect(transfer.code, transfer.msg).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ status: STUDENT_STATUS.Enrolled, classId: middle });
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Withdraw, Reason: '搬家' })).code).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ status: STUDENT_STATUS.Withdrawn, classId: null, state: 1 });

    const history = await parkChanges.page({ StudentId: id, sort: 'ChangeDate' });
    expect(history.data.total).toBe(4);
    expect(history.data.list.map((r) => [r.Kind, r.FromStatus, r.ToStatus, r.FromClassId, r.ToClassId])).toEqual([
      [STUDENT_CHANGE_KIND.Suspend, 2, 3, junior, null],
      [STUDENT_CHANGE_KIND.Resume, 3, 2, junior, null],
      [STUDENT_CHANGE_KIND.Transfer, 2, 2, junior, middle],
      [STUDENT_CHANGE_KIND.Withdraw, 2, 5, middle, null],
    ]);
    expect(history.data.list[0]).toMatchObject({
      SchoolId: S1,
      Reason: '回老家',
      OperatorName: expect.any(String),
      ChangeDate: '2026-03-02',
    });
    expect(String(history.data.list[0]?.OperatorName).length).toBeGreaterThan(0);
    const audit = await server.db
      .selectFrom('auditLog')
      .select(['event', 'username', 'detail'])
      .where('event', '=', 'student.change')
      .where(sql`detail->>'StudentId'`, '=', String(id))
      .execute();
    expect(audit).toHaveLength(4);
    expect(audit.every((a) => a.username === 'park01')).toBe(true);
  });

  it('refuses a change the status does not allow, a date to come, a transfer without a room or to the same class: nothing changes', async () => {
    const id = await addChild({ ClassId: junior });
    const add = (input: Record<string, unknown>) => parkChanges.add({ StudentId: id, ChangeDate: '2026-03-02', ...input });
    const graduate = await add({ Kind: STUDENT_CHANGE_KIND.Graduate });
    expect([graduate.code, graduate.msg]).toEqual([
      Code.Conflict,
      expect.stringMatching(/^Kind: .+ is trial: a graduate applies only to enrolled children$/),
    ]);
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Resume })).code).toBe(Code.Conflict);
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Suspend, ChangeDate: '2099-01-01' })).msg).toBe(
      'ChangeDate: a change applies at once: the date cannot be after today at the school',
    );
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Transfer })).msg).toBe('ToClassId: choose the class the child moves to');
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Transfer, ToClassId: junior })).code).toBe(Code.Conflict);
    const full = await newClass(S1, uniqueName('满班'), 'junior', 1);
    await addChild({ ClassId: full });
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Transfer, ToClassId: full })).msg).toMatch(/is full/);
    expect(await add({ Kind: STUDENT_CHANGE_KIND.Transfer, ToClassId: S2class })).toMatchObject({
      code: Code.NotFound,
      msg: `ToClassId: class ${S2class} does not exist`,
    });
    expect(await row(id)).toMatchObject({ status: STUDENT_STATUS.Trial, classId: junior });
    expect((await parkChanges.page({ StudentId: id })).data.total).toBe(0);
  });
});

describe('workflow: MoveClass, ConfirmSchool, SetVip, SelectNoClassList', () => {
  it('moves children to a class of their school, as transfers; refuses a full class or another school’s for all of them', async () => {
    const a = await addChild({ ClassId: junior });
    const b = await addChild();
    const moved = await call('park01', api.studentMoveClass, { Ids: [a, b], ClassId: middle, Reason: '调整' });
    expect(moved.data, moved.msg).toEqual({ Moved: 2 });
    expect([(await row(a)).classId, (await row(b)).classId]).toEqual([middle, middle]);
    const history = await parkChanges.page({ StudentId: b });
    expect(history.data.list[0]).toMatchObject({
      Kind: STUDENT_CHANGE_KIND.Transfer,
      FromClassId: null,
      ToClassId: middle,
      Reason: '调整',
    });

    const tiny = await newClass(S1, uniqueName('两人班'), 'middle', 2);
    await addChild({ ClassId: tiny });
    const tooMany = await call('park01', api.studentMoveClass, { Ids: [a, b], ClassId: tiny });
    expect([tooMany.code, tooMany.msg]).toEqual([Code.Conflict, expect.stringMatching(/is full \(1 of 2 places taken, 2 more asked\)$/)]);
    expect((await call('park01', api.studentMoveClass, { Ids: [a], ClassId: S2class })).code).toBe(Code.NotFound);
    // Another school's full class is refused as out of scope, its name and places untold.
    const fullName = uniqueName('别校满班');
    const full = await newClass(S2, fullName, 'middle', 1);
    await addChild({ SchoolId: S2, ClassId: full }, admin);
    const elsewhere = await call('park01', api.studentMoveClass, { Ids: [a, b], ClassId: full });
    expect(elsewhere).toMatchObject({ code: Code.NotFound, msg: `ClassId: class ${full} does not exist` });
    expect(elsewhere.msg).not.toContain(fullName);
    expect([(await row(a)).classId, (await row(b)).classId]).toEqual([middle, middle]);
  });

  it('confirms trial children as enrolled, all or none', async () => {
    const a = await addChild();
    const b = await addChild({ Status: STUDENT_STATUS.Enrolled });
    const refused = await call('park01', api.studentConfirmSchool, { Ids: [a, b] });
    expect(refused.code).toBe(Code.Conflict);
    expect(refused.msg).toMatch(/is enrolled: a confirm enrolment applies only to trial children$/);
    expect((await row(a)).status).toBe(STUDENT_STATUS.Trial);
    const ok = await call('park01', api.studentConfirmSchool, { Ids: [a] });
    expect(ok.data).toEqual({ Confirmed: 1 });
    expect((await row(a)).status).toBe(STUDENT_STATUS.Enrolled);
    expect((await parkChanges.page({ StudentId: a })).data.list[0]).toMatchObject({
      Kind: STUDENT_CHANGE_KIND.Enrol,
      FromStatus: 1,
      ToStatus: 2,
    });
  });

  it('sets and clears VIP for a premium school; refuses a school without the premium contract', async () => {
    const a = await addChild({ ClassId: junior });
    const until = new Date(Date.now() + 30 * 86400_000).toISOString();
    const set = await call('park01', api.studentSetVip, { Ids: [a], VipExpireTime: until });
    expect(set.data, set.msg).toEqual({ Updated: 1 });
    const vip = await park.page({ StudentName: (await row(a)).studentName, IsVip: true });
    expect(vip.data.list.map((r) => [r.StudentId, r.IsVip])).toEqual([[a, true]]);
    expect((await park.detail(a)).data.VipExpireTime).toBe(until);
    expect((await call('park01', api.studentSetVip, { Ids: [a], VipExpireTime: null })).code).toBe(Code.Success);
    expect((await park.detail(a)).data.IsVip).toBe(false);

    const inSchool2 = (await admin.page({ SchoolId: S2, size: 1 })).data.list[0]?.StudentId as number;
    const refused = await call('admin', api.studentSetVip, { Ids: [inSchool2], VipExpireTime: until });
    expect([refused.code, refused.msg]).toEqual([
      Code.Conflict,
      expect.stringMatching(/^VIP comes with the premium contract: .+ has none$/),
    ]);
  });

  it('lists the children awaiting a class of the caller’s schools, oldest first, without those who left', async () => {
    const name = uniqueName('待分');
    const older = await addChild({ StudentName: `${name}大`, Birthday: '2021-03-03' });
    const younger = await addChild({ StudentName: `${name}小`, Birthday: '2022-03-03' });
    const gone = await addChild({ StudentName: `${name}走`, Birthday: '2021-01-01' });
    await parkChanges.add({ StudentId: gone, Kind: STUDENT_CHANGE_KIND.Withdraw, ChangeDate: '2026-03-03' });
    await admin.add(child({ SchoolId: S2, StudentName: `${name}外`, Birthday: '2020-01-01' }));
    const list = await call('park01', api.studentNoClassList, { cur_page: 1, size: 100, StudentName: name });
    expect(list.data.list.map((r) => r.StudentId)).toEqual([older, younger]);
    expect(list.data.list[0]).toMatchObject({ ClassId: null, SchoolId: S1, AgeMonths: expect.any(Number) });
    expect((await call('admin', api.studentNoClassList, { cur_page: 1, size: 100, StudentName: name })).data.total).toBe(3);
  });
});

describe('DivideClass: new children into the classes of a grade, preview then apply', () => {
  it('previews a balanced division without writing, applies it, and keeps each move as a transfer', async () => {
    const school = await newSchool(uniqueName('分班园'));
    const start = new Date().getUTCMonth() >= 8 ? new Date().getUTCFullYear() : new Date().getUTCFullYear() - 1;
    const year = `${start}-${start + 1}`;
    const c1 = await newClass(school, '新小一班', 'junior', 25, year);
    const c2 = await newClass(school, '新小二班', 'junior', 25, year);
    const midClass = await newClass(school, '新中一班', 'middle', 25, year);
    // Three years old on 31 August of the year: junior; one child two years old: nursery, left out.
    const kids: number[] = [];
    for (let i = 0; i < 6; i++) {
      kids.push(await addChild({ SchoolId: school, Gender: i < 4 ? 1 : 2, Birthday: `${start - 3}-0${1 + i}-15`, Status: 2 }, admin));
    }
    const toddler = await addChild({ SchoolId: school, Gender: 1, Birthday: `${start - 2}-01-15` }, admin);

    const preview = await call('admin', api.studentDivideClass, { ClassIds: [c1, c2] });
    expect(preview.code, preview.msg).toBe(Code.Success);
    const classes = preview.data.Classes as { ClassId: number; Added: { StudentId: number; Gender: number }[] }[];
    expect(preview.data).toMatchObject({ Applied: false, Grade: 'junior', Unplaced: [] });
    expect(classes.map((c) => c.Added.length)).toEqual([3, 3]);
    expect(classes.map((c) => c.Added.filter((k) => k.Gender === 1).length)).toEqual([2, 2]);
    expect(classes.flatMap((c) => c.Added.map((k) => k.StudentId)).sort()).toEqual([...kids].sort());
    expect((await row(kids[0] as number)).classId).toBeNull();

    const applied = await call('admin', api.studentDivideClass, { ClassIds: [c1, c2], Apply: true });
    expect(applied.data.Applied).toBe(true);
    expect(applied.data.Classes).toEqual(preview.data.Classes);
    for (const c of classes) for (const k of c.Added) expect((await row(k.StudentId)).classId).toBe(c.ClassId);
    expect((await row(toddler)).classId).toBeNull();
    const changes = await server.db.selectFrom('studentChange').select('toClassId').where('schoolId', '=', school).execute();
    expect(changes).toHaveLength(6);

    const mixed = await call('admin', api.studentDivideClass, { ClassIds: [c1, midClass] });
    expect([mixed.code, mixed.msg]).toEqual([Code.InvalidInput, 'ClassIds: the classes must be of one grade']);
    // Without the grade match the toddler is placed too.
    const any = await call('admin', api.studentDivideClass, { ClassIds: [c1, c2], MatchGrade: false });
    expect((any.data.Classes as { Added: { StudentId: number }[] }[]).flatMap((c) => c.Added.map((k) => k.StudentId))).toEqual([toddler]);
    // park01 cannot divide into another school's classes.
    expect((await call('park01', api.studentDivideClass, { ClassIds: [c1] })).code).toBe(Code.NotFound);
  });
});

describe('import: template, a bad row reported and nothing written, then fixed', () => {
  it('offers the template with the child columns', async () => {
    const tpl = await resourceApi(server, student).as(parkToken, 'en').template();
    const { rows } = await readSheet(server, tpl.data.FilePath);
    expect(rows[1]).toEqual(['SchoolId', 'StudentName', 'Gender', 'Birthday', 'IdCardNo', 'ClassId', 'EnrolDate', 'Status', 'Allergies']);
  });

  it('reports each bad row (also school 2 for park01) and writes nothing; the fixed file writes every row', async () => {
    // Schools and classes by name as a person types them (or by id, as an export has them); dates as Excel dates or text.
    const juniorName = (
      await server.db.selectFrom('schoolClass').select('className').where('classId', '=', junior).executeTakeFirstOrThrow()
    ).className;
    const header = ['School', 'Name', 'Gender', 'Birthday', 'ID card number', 'Class', 'Enrolment date', 'Status', 'Allergies'];
    const base = uniqueName('导入');
    const good1 = ['阳光幼儿园', `${base}一`, '男', '2022-04-01', idCardNo('2022-04-01', 501), juniorName, '2025/9/1', 'Enrolled', ''];
    const good2 = [S1, `${base}二`, 'Girl', 44713, '', '', '', '', '牛奶'];
    const badId = [S1, `${base}三`, '女', '2022-07-01', '110105202207011111', junior, '', '', ''];
    const other = ['小星星双语幼儿园', `${base}四`, '男', '2022-07-01', '', '', '', '', ''];
    const before = await count();
    const bad = await uploadExcel(server, parkToken, await xlsx([header, good1, good2, badId, other]));
    const check = await park.check(bad);
    expect(check.data).toEqual({
      Total: 4,
      Valid: 2,
      Written: 0,
      Errors: [
        { Row: 4, Field: 'IdCardNo', Message: 'not a valid 18-character ID card number' },
        { Row: 5, Field: 'SchoolId', Message: 'no school named "小星星双语幼儿园" that you may use' },
      ],
    });
    const imp = await park.import(bad);
    expect(imp.data.Written).toBe(0);
    expect(await count()).toBe(before);

    const fixed = await uploadExcel(
      server,
      parkToken,
      await xlsx([header, good1, good2, [...badId.slice(0, 4), idCardNo('2022-07-01', 9)]]),
    );
    expect((await park.check(fixed)).data).toEqual({ Total: 3, Valid: 3, Errors: [], Written: 0 });
    const done = await park.import(fixed);
    expect(done.data).toEqual({ Total: 3, Valid: 3, Errors: [], Written: 3 });
    expect(await count()).toBe(before + 3);
    const rows = await server.db.selectFrom('student').selectAll().where('studentName', 'like', `${base}%`).orderBy('studentId').execute();
    expect(rows.map((r) => [r.gender, r.classId, r.status, r.allergies, r.birthday, r.enrolDate])).toEqual([
      [1, junior, STUDENT_STATUS.Enrolled, '', '2022-04-01', '2025-09-01'],
      [2, null, STUDENT_STATUS.Trial, '牛奶', '2022-06-01', null],
      [2, null, STUDENT_STATUS.Trial, '', '2022-07-01', null],
    ]);
    expect(rows[0]?.idCardNo).toMatch(/^v1:/);
    // The same file again: every ID card number is taken now, nothing written.
    const again = await park.import(fixed);
    expect([again.data.Written, again.data.Errors.map((e) => e.Field)]).toEqual([0, ['IdCardNo', 'IdCardNo']]);
  });
});
