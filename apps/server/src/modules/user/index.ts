import { api, type CurrentUser, IDENTITY_TYPE } from '@kc/contract';
import type { Db } from '../../db/index.ts';
import type { Registrar } from '../../http/context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { firstBoundSchool, inScope, type SchoolScope, schoolScope } from '../../lib/scope.ts';
import { grantedGuideKeys, roleMenus } from '../menu/service.ts';

/** Schools of the scope with the given State, by id. */
function scopedSchools(db: Db, scope: SchoolScope, state = 0) {
  return db
    .selectFrom('school')
    .select(['schoolId', 'schoolName', 'agentId'])
    .where('state', '=', state)
    .where(inScope('school.schoolId', scope))
    .orderBy('schoolId')
    .execute();
}

/** The signed-in user (spec §3 "Current user") and the schools they may pick (spec §7 "User"). */
export function userModule(r: Registrar): void {
  r.handle(api.getUserInfo, async ({ db, session }): Promise<CurrentUser> => {
    const isSchool = session.identityType === IDENTITY_TYPE.School;
    const [user, roles, schools, firstSchool, menus] = await Promise.all([
      db
        .selectFrom('sysUser')
        .select([
          'sysUserId',
          'username',
          'fullName',
          'nickname',
          'mobile',
          'avatar',
          'sysVersion',
          'guideClosed',
          'identityType',
          'identityId',
        ])
        .where('sysUserId', '=', session.sysUserId)
        .executeTakeFirst(),
      db
        .selectFrom('sysUserRole as ur')
        .innerJoin('sysRole as r', 'r.sysRoleId', 'ur.sysRoleId')
        .select(['r.sysRoleId', 'r.roleName', 'r.roleType', 'r.roleValue'])
        .where('ur.sysUserId', '=', session.sysUserId)
        .where('r.state', '=', 0)
        .orderBy('r.sysRoleId')
        .execute(),
      schoolScope(db, session).then((scope) => scopedSchools(db, scope)),
      isSchool ? firstBoundSchool(db, session.sysUserId) : undefined,
      roleMenus(db, session),
    ]);
    if (!user) throw notFound('account not found');
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
  });

  r.handle(api.selectSchoolList, async ({ db, session, input }) => {
    if (input.IdentityType !== IDENTITY_TYPE.School) throw invalid(`IdentityType: must be ${IDENTITY_TYPE.School} (school)`);
    if (input.State !== 0 && input.State !== 1) throw invalid('State: must be 0 (active) or 1 (disabled)');
    const schools = await scopedSchools(db, await schoolScope(db, session), input.State);
    return schools.map((s) => ({ SchoolId: s.schoolId, SchoolName: s.schoolName }));
  });
}
