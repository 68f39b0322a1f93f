import { api, ROLE_TYPE } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { passwordSignIn, sendCode, sessionOf, snapshot, userRow } from './auth-helpers.ts';

/** A school registering itself with its first account (modules/auth/register.ts). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const signIn = (username: string, password: string) => passwordSignIn(server, username, password);

describe('teacherRegister (NoLogin/Teacher/Register)', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    FullName: '张园长',
    Mobile: '13955556666',
    VerifyCode: '000000',
    Username: 'zhangyz01',
    Password: 'Reg@2024',
    RepeatPassword: 'Reg@2024',
    SchoolName: '向日葵幼儿园',
    AreaCodes: ['33', '3301', '330106'],
    Agreement: true as const,
    ...over,
  });

  it('creates the school (active), the principal, the park-admin account and its session, in one go', async () => {
    const code = await sendCode(server, '13955556666', 'Register');
    const res = await server.client().call(api.teacherRegister, form({ VerifyCode: code }));
    expect(res.code, res.msg).toBe(100000);
    const user = await userRow(server, 'zhangyz01');
    const school = await server.db.selectFrom('school').selectAll().where('schoolName', '=', '向日葵幼儿园').executeTakeFirstOrThrow();
    expect(school).toMatchObject({
      provinceCode: '33',
      cityCode: '3301',
      districtCode: '330106',
      schoolContractType: 1,
      state: 0,
      principalName: '张园长',
      createBy: user.sysUserId,
    });
    const teacher = await server.db.selectFrom('teacher').selectAll().where('schoolId', '=', school.schoolId).executeTakeFirstOrThrow();
    expect(teacher).toMatchObject({ name: '张园长', mobile: '13955556666', post: 1, sysUserId: user.sysUserId });
    const parkRole = await server.db
      .selectFrom('sysRole')
      .select('sysRoleId')
      .where('roleType', '=', ROLE_TYPE.ParkAdmin)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      fullName: '张园长',
      mobile: '13955556666',
      identityType: 2,
      identityId: teacher.teacherId,
      currentRoleId: parkRole.sysRoleId,
      state: 0,
    });
    expect(await server.db.selectFrom('sysUserRole').selectAll().where('sysUserId', '=', user.sysUserId).execute()).toEqual([
      { sysUserId: user.sysUserId, sysRoleId: parkRole.sysRoleId },
    ]);
    expect(await server.db.selectFrom('sysUserSchool').selectAll().where('sysUserId', '=', user.sysUserId).execute()).toEqual([
      { sysUserId: user.sysUserId, schoolId: school.schoolId },
    ]);
    expect(await sessionOf(server, res.data.token)).toMatchObject({
      sysUserId: user.sysUserId,
      sysRoleId: parkRole.sysRoleId,
      endTime: null,
    });
    // The new park admin works in their school at once.
    const me = await server.client(res.data.token).call(api.getUserInfo, {});
    expect(me.data.Schools).toEqual([{ SchoolId: school.schoolId, SchoolName: '向日葵幼儿园' }]);
    expect(me.data.RoleType).toBe(ROLE_TYPE.ParkAdmin);
    expect((await server.client(res.data.token).call(api.dataOverview, {})).data).toMatchObject({ Schools: 1, Teachers: 1, Students: 0 });
    expect((await signIn('zhangyz01', 'Reg@2024')).code).toBe(100000);
    expect(await server.db.selectFrom('auditLog').select('event').where('event', '=', 'account.register').execute()).toHaveLength(1);
  });

  it('refuses a taken username (100005) and a wrong code (100001), writing nothing', async () => {
    const code = await sendCode(server, '13955557777', 'Register');
    const before = await snapshot(server);
    const taken = await server.client().call(api.teacherRegister, form({ Mobile: '13955557777', VerifyCode: code, Username: 'park01' }));
    expect(taken).toMatchObject({ code: 100005, msg: 'username already exists' });
    const wrong = await server
      .client()
      .call(
        api.teacherRegister,
        form({ Mobile: '13955557777', VerifyCode: code === '000000' ? '111111' : '000000', Username: 'newuser01' }),
      );
    expect(wrong.code).toBe(100001);
    const used = await server.client().call(api.teacherRegister, form({ Mobile: '13800000001', Username: 'newuser02' }));
    expect(used).toMatchObject({ code: 100005, msg: 'mobile number already registered' });
    expect(await snapshot(server)).toEqual(before);
  });

  it('refuses invalid input with the spec messages (100001), writing nothing', async () => {
    const before = await snapshot(server);
    const c = server.client();
    const cases: [Record<string, unknown>, string][] = [
      [{ AreaCodes: ['33', '3301'] }, 'AreaCodes: please choose school address'],
      [{ AreaCodes: ['33', '3301', '110105'] }, 'AreaCodes: please choose school address'],
      [{ AreaCodes: ['99', '9901', '990101'] }, 'AreaCodes: please choose school address'],
      [{ Agreement: false }, 'Agreement: please read and agree to the agreement'],
      [{ RepeatPassword: 'Other@2024' }, 'RepeatPassword: the two passwords entered are inconsistent'],
      [{ Username: 'abc' }, 'Username: cannot be empty, length 5-25 characters'],
      [{ Mobile: '23955556666' }, 'Mobile: phone number format error'],
      [{ SchoolName: '' }, 'SchoolName: name cannot be empty'],
      [{ FullName: '' }, 'FullName: name cannot be empty'],
      [{ Password: '12345', RepeatPassword: '12345' }, 'Password: cannot be empty, length 6-20 characters'],
    ];
    for (const [over, msg] of cases) {
      expect(await c.call(api.teacherRegister, form({ Username: 'valid001', Mobile: '13955558888', ...over }) as never)).toMatchObject({
        code: 100001,
        msg,
      });
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('leaves nothing half-written when a step fails mid-way, and the code stays usable', async () => {
    const mobile = '13955559999';
    const code = await sendCode(server, mobile, 'Register');
    const before = await snapshot(server);
    // The account insert (after school and staff record) fails.
    await sql`ALTER TABLE sys_user ADD CONSTRAINT test_refuse_boom CHECK (username <> 'boomuser01')`.execute(server.db);
    try {
      const res = await server
        .client()
        .call(api.teacherRegister, form({ Mobile: mobile, VerifyCode: code, Username: 'boomuser01', SchoolName: '爆炸幼儿园' }));
      expect(res.code).toBe(100500);
      expect(res.msg).toMatch(/^internal error, log serial [0-9a-f]+$/);
    } finally {
      await sql`ALTER TABLE sys_user DROP CONSTRAINT test_refuse_boom`.execute(server.db);
    }
    expect(await snapshot(server)).toEqual(before);
    expect(await server.db.selectFrom('school').select('schoolId').where('schoolName', '=', '爆炸幼儿园').execute()).toEqual([]);
    expect(await server.db.selectFrom('teacher').select('teacherId').where('mobile', '=', mobile).execute()).toEqual([]);
    const retry = await server
      .client()
      .call(api.teacherRegister, form({ Mobile: mobile, VerifyCode: code, Username: 'boomuser02', SchoolName: '爆炸幼儿园' }));
    expect(retry.code).toBe(100000);
  });
});
