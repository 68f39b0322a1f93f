import { type api, type BindableSchool, IDENTITY_TYPE } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { areaName } from '../../lib/areas.ts';
import { schoolScopeSql } from '../../lib/scope.ts';

// The pickers of the account form: the schools an account can be bound to, the roles and the identities.

/** A school's province or city as the school tree shows it: its name ('' when unset). */
const nameOf = (code: string | null): string => (code ? areaName(code) : '');

/** SysUser/SchoolTree: the schools in scope, with their agent and region, to bind an account to. */
export const schoolTree: Handler<typeof api.sysUserSchoolTree> = async ({ db, session }): Promise<BindableSchool[]> => {
  const rows = await db
    .selectFrom('school as s')
    .leftJoin('agent as a', 'a.agentId', 's.agentId')
    .select(['s.schoolId', 's.schoolName', 's.agentId', 'a.agentName', 's.provinceCode', 's.cityCode', 's.state'])
    .where(schoolScopeSql('s.school_id', session))
    .orderBy('s.provinceCode')
    .orderBy('s.cityCode')
    .orderBy('s.schoolId')
    .execute();
  return rows.map((s) => ({
    SchoolId: s.schoolId,
    SchoolName: s.schoolName,
    AgentId: s.agentId,
    AgentName: s.agentName ?? '',
    ProvinceCode: s.provinceCode ?? '',
    ProvinceName: nameOf(s.provinceCode),
    CityCode: s.cityCode ?? '',
    CityName: nameOf(s.cityCode),
    State: s.state,
  }));
};

/** SysUser/RoleOptions: the active roles. */
export const roleOptions: Handler<typeof api.sysUserRoleOptions> = async ({ db }) => {
  const roles = await db
    .selectFrom('sysRole')
    .select(['sysRoleId', 'roleName', 'roleValue', 'roleType'])
    .where('state', '=', 0)
    .orderBy('sysRoleId')
    .execute();
  return roles.map((x) => ({ Value: x.sysRoleId, Label: x.roleName, RoleValue: x.roleValue, RoleType: x.roleType }));
};

/** SysUser/IdentityOptions: the records an account of an identity type can stand for. */
export const identityOptions: Handler<typeof api.sysUserIdentityOptions> = async ({ db, session, input }) => {
  switch (input.IdentityType) {
    case IDENTITY_TYPE.School: {
      const staff = await db
        .selectFrom('teacher as t')
        .innerJoin('school as s', 's.schoolId', 't.schoolId')
        .select(['t.teacherId', 't.name', 's.schoolName'])
        .where('t.state', '=', 0)
        .where(schoolScopeSql('t.school_id', session))
        .orderBy('s.schoolId')
        .orderBy('t.teacherId')
        .limit(500)
        .execute();
      return staff.map((t) => ({ Value: t.teacherId, Label: `${t.name} · ${t.schoolName}` }));
    }
    case IDENTITY_TYPE.Agent: {
      const agents = await db
        .selectFrom('agent')
        .select(['agentId', 'agentName'])
        .where('state', '=', 0)
        .orderBy('agentId')
        .limit(500)
        .execute();
      return agents.map((a) => ({ Value: a.agentId, Label: a.agentName }));
    }
    case IDENTITY_TYPE.Government: {
      const bodies = await db
        .selectFrom('governmentSupervise')
        .select(['governmentSuperviseId', 'superviseName'])
        .where('state', '=', 0)
        .orderBy('governmentSuperviseId')
        .limit(500)
        .execute();
      return bodies.map((g) => ({ Value: g.governmentSuperviseId, Label: g.superviseName }));
    }
    default:
      return [];
  }
};
