import { type api, type CurrentUser, IDENTITY_TYPE } from '@kc/contract';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/index.ts';
import type { Handler, Session } from '../../http/context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { grantedGuideKeys, roleMenus } from '../menus/role-menus.ts';

/** Schools of the session's scope with the given State, by id. */
const scopedSchools = (db: Db, session: Session, state: number) =>
  db
    .selectFrom('school as s')
    .select(['s.schoolId', 's.schoolName', 's.agentId'])
    .where('s.state', '=', state)
    .where(schoolScopeSql('s.school_id', session))
    .orderBy('s.schoolId');

/** SysUser/GetUserInfo: the signed-in user (spec §3 "Current user"), their roles, schools and guides. */
export const getUserInfo: Handler<typeof api.getUserInfo> = async ({ db, store, session }): Promise<CurrentUser> => {
  const isSchool = session.identityType === IDENTITY_TYPE.School;
  // One round trip for the account, its roles, its schools and its first school.
  const [user, menus] = await Promise.all([
    db
      .selectFrom('sysUser as u')
      .select((eb) => [
        'u.sysUserId',
        'u.username',
        'u.fullName',
        'u.nickname',
        'u.mobile',
        'u.avatar',
        'u.sysVersion',
        'u.guideClosed',
        'u.identityType',
        'u.identityId',
        jsonArrayFrom(
          eb
            .selectFrom('sysUserRole as ur')
            .innerJoin('sysRole as r', 'r.sysRoleId', 'ur.sysRoleId')
            .select(['r.sysRoleId', 'r.roleName', 'r.roleType', 'r.roleValue'])
            .whereRef('ur.sysUserId', '=', 'u.sysUserId')
            .where('r.state', '=', 0)
            .orderBy('r.sysRoleId'),
        ).as('roles'),
        jsonArrayFrom(scopedSchools(db, session, 0)).as('schools'),
        jsonObjectFrom(
          eb
            .selectFrom('sysUserSchool as us')
            .innerJoin('school as fs', 'fs.schoolId', 'us.schoolId')
            .select(['fs.schoolContractId', 'fs.schoolContractType'])
            .whereRef('us.sysUserId', '=', 'u.sysUserId')
            .orderBy('fs.schoolId')
            .limit(1),
        ).as('firstSchool'),
      ])
      .where('u.sysUserId', '=', session.sysUserId)
      .executeTakeFirst(),
    roleMenus({ db, store }, session),
  ]);
  if (!user) throw notFound('me.accountNotFound');
  const { roles, schools, firstSchool } = user;
  const current = roles.find((x) => x.sysRoleId === session.sysRoleId);
  const fullName = user.fullName;
  return {
    SysUserId: user.sysUserId,
    userId: user.sysUserId,
    Username: user.username,
    FullName: fullName,
    name: fullName,
    Nickname: user.nickname || fullName,
    Mobile: user.mobile,
    Avatar: user.avatar,
    Roles: roles.map((x) => ({ SysRoleId: x.sysRoleId, RoleName: x.roleName, RoleType: x.roleType, RoleValue: x.roleValue })),
    RoleType: session.roleType,
    RoleValue: session.roleValue,
    SysRoleId: session.sysRoleId,
    SysRoleName: current?.roleName ?? '',
    IdentityId: user.identityId,
    IdentityType: user.identityType,
    IdentityInfo: isSchool
      ? { SchoolContractId: firstSchool?.schoolContractId ?? null, SchoolContractType: firstSchool?.schoolContractType ?? null }
      : null,
    SchoolTree: schools.map((s) => ({ SchoolId: s.schoolId, SchoolName: s.schoolName, AgentId: s.agentId })),
    Schools: schools.map((s) => ({ SchoolId: s.schoolId, SchoolName: s.schoolName })),
    GuideClosed: user.guideClosed,
    GuideRoles: grantedGuideKeys(menus.names).map((Key) => ({ Key })),
    SysVersion: user.sysVersion,
  };
};

/** SysUser/SelectSchoolList: the schools the user may pick (spec §7 "User"). */
export const selectSchoolList: Handler<typeof api.selectSchoolList> = async ({ db, session, input }) => {
  if (input.IdentityType !== IDENTITY_TYPE.School) throw invalid('me.identityTypeSchool', { type: IDENTITY_TYPE.School }, 'IdentityType');
  if (input.State !== 0 && input.State !== 1) throw invalid('me.stateActiveDisabled', {}, 'State');
  const schools = await scopedSchools(db, session, input.State).execute();
  return schools.map((s) => ({ SchoolId: s.schoolId, SchoolName: s.schoolName }));
};
