import {
  api,
  Code,
  type Endpoint,
  IDENTITY_TYPE,
  isSmartCentreMenu,
  NO_AI_CONTRACT_TYPES,
  NO_SMART_CENTRE_MESSAGE,
  ROLE_TYPE,
  resourceEndpoints,
  SUPER_ADMIN_ROLE_VALUE,
  sessionCodes,
  sysUser,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Registrar } from '../../src/http/context.ts';
import { sha256Hex } from '../../src/lib/hash.ts';
import { modules } from '../../src/modules/index.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { rawCall } from './auth-helpers.ts';
import { MISSING_ID, rawText, runScopeMatrix, type ScopeCell, withoutId } from './scope-matrix-run.ts';

/**
 * The permission matrix, generated: every endpoint the server registers that declares a grant
 * (found by running the same module list the server runs, so every resource and every extra
 * endpoint is in it, whoever added it) × every demo session (each account in its current role,
 * director01 also in its second role) → the answer the seeded grants (sys_role_menu) call for,
 * for an empty body (the grant is checked before the input is):
 * - refused: exactly the pipeline's refusal, 100003 `no permission: {menu} ({action})`;
 * - allowed: never that refusal (usually 100001 for the empty body), never an internal error or
 *   a lost session. A handler may still refuse by its own scope rule with another 100003
 *   message (a platform-only setting): the grant let the call through, which is what is tested.
 * Role value 1 is allowed everything. Two rules beyond the grant: a smart-centre call of the
 * staff of a school without the smart centre is refused with NO_SMART_CENTRE_MESSAGE (park03:
 * contract type 6, though the park-admin role is granted /Ai); a government account never
 * writes (read-only scope), so a granted write of it answers 100003 or, refused earlier for the
 * empty body, 100001.
 */

const ACCOUNTS = ['admin', 'operator', 'agent01', 'sales01', 'director01', 'gov01', 'park01', 'teacher01', 'park03'] as const;

interface Subject {
  label: string;
  token: string;
  sysRoleId: number;
  roleValue: number;
  identityType: number;
  /** Contract type of the account's first bound school (the school of a school identity). */
  schoolContractType: number | null;
}
type Expected = 'allowed' | 'refused' | 'noSmartCentre' | 'readOnly';
interface Cell {
  subject: string;
  path: string;
  expected: Expected;
  code: number;
  msg: string;
}

/** Every endpoint the server registers, exactly as buildApp registers them. */
function registeredEndpoints(): Endpoint[] {
  const r = new Registrar();
  for (const register of modules) register(r);
  return r.routes.map((x) => x.endpoint);
}

let server: TestServer;
let endpoints: Endpoint[];
let subjects: Subject[];
/** sys_role_id → menu name → granted action values (enabled menu entries only). */
let grants: Map<number, Map<string, string[]>>;
let cells: Cell[];

async function subjectOf(label: string, username: string, token: string): Promise<Subject> {
  const s = await server.db
    .selectFrom('userSession as s')
    .innerJoin('sysRole as r', 'r.sysRoleId', 's.sysRoleId')
    .innerJoin('sysUser as u', 'u.sysUserId', 's.sysUserId')
    .select(['s.sysRoleId', 'r.roleValue', 'u.identityType', 'u.sysUserId'])
    .where('s.tokenHash', '=', sha256Hex(token))
    .executeTakeFirstOrThrow();
  const school = await server.db
    .selectFrom('sysUserSchool as us')
    .innerJoin('school as sc', 'sc.schoolId', 'us.schoolId')
    .select('sc.schoolContractType')
    .where('us.sysUserId', '=', s.sysUserId)
    .orderBy('sc.schoolId')
    .limit(1)
    .executeTakeFirst();
  expect(username).toBeTruthy();
  return {
    label,
    token,
    sysRoleId: s.sysRoleId,
    roleValue: s.roleValue,
    identityType: s.identityType,
    schoolContractType: school?.schoolContractType ?? null,
  };
}

/** What the seeded grants and the two extra rules call for. */
function expectedOf(subject: Subject, e: Endpoint): Expected {
  const grant = e.grant as NonNullable<Endpoint['grant']>;
  if (subject.roleValue === SUPER_ADMIN_ROLE_VALUE) return 'allowed';
  if (!grants.get(subject.sysRoleId)?.get(grant.menu)?.includes(grant.action)) return 'refused';
  const noSmartCentre =
    subject.identityType === IDENTITY_TYPE.School &&
    subject.schoolContractType != null &&
    NO_AI_CONTRACT_TYPES.includes(subject.schoolContractType);
  if (isSmartCentreMenu(grant.menu) && noSmartCentre) return 'noSmartCentre';
  if (subject.identityType === IDENTITY_TYPE.Government && !e.read && grant.action !== 'export') return 'readOnly';
  return 'allowed';
}

/** The pipeline's refusal of an endpoint's grant (http/auth.ts). */
const grantRefusal = (path: string) => {
  const grant = endpoints.find((e) => e.path === path)?.grant;
  return `no permission: ${grant?.menu} (${grant?.action})`;
};

const cell = (subject: string, path: string) => cells.find((c) => c.subject === subject && c.path === path);

beforeAll(async () => {
  server = await startTestServer();
  endpoints = registeredEndpoints().filter((e) => e.grant);

  const rows = await server.db
    .selectFrom('sysRoleMenu as rm')
    .innerJoin('sysMenu as m', 'm.sysMenuId', 'rm.sysMenuId')
    .select(['rm.sysRoleId', 'm.name', 'rm.actionValues'])
    .where('m.state', '=', 0)
    .execute();
  grants = new Map();
  for (const r of rows) {
    const byMenu = grants.get(r.sysRoleId) ?? new Map<string, string[]>();
    byMenu.set(r.name, r.actionValues);
    grants.set(r.sysRoleId, byMenu);
  }

  subjects = [];
  for (const username of ACCOUNTS) subjects.push(await subjectOf(username, username, await server.login(username)));
  // director01's second role (salesperson), through SwitchRole.
  const director = subjects.find((s) => s.label === 'director01') as Subject;
  const sales = await server.db
    .selectFrom('sysRole')
    .select('sysRoleId')
    .where('roleType', '=', ROLE_TYPE.Salesperson)
    .executeTakeFirstOrThrow();
  const switched = await server.client(await server.login('director01')).call(api.switchRole, { SysRoleId: sales.sysRoleId });
  expect(switched.code).toBe(Code.Success);
  subjects.push(await subjectOf('director01 as salesperson', 'director01', switched.data.token));
  expect(director.sysRoleId).not.toBe(sales.sysRoleId);

  cells = [];
  for (const subject of subjects) {
    for (const e of endpoints) {
      const res = await rawCall(server, e.path, {}, { token: subject.token });
      cells.push({ subject: subject.label, path: e.path, expected: expectedOf(subject, e), code: res.code, msg: res.msg });
    }
  }
}, 240_000);
afterAll(() => server?.close());

describe('permission matrix: every granted endpoint × every demo session', () => {
  it('covers every registered endpoint that declares a grant, each a signed-in call on a seeded menu entry', async () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
    const paths = endpoints.map((e) => e.path);
    for (const p of ['Msgtransfer/SelectPage', 'Class/Add', 'GovernmentSupervise/Export', 'Visit/SelectPage', 'AuditLog/Export']) {
      expect(paths).toContain(p);
    }
    expect(new Set(paths).size).toBe(paths.length);
    // A public endpoint would skip the session (and so the grant) in an older pipeline: none is.
    expect(endpoints.filter((e) => e.auth !== 'user').map((e) => e.path)).toEqual([]);
    // A grant on a menu entry that does not exist could never be given to a role.
    const seeded = new Set((await server.db.selectFrom('sysMenu').select('name').execute()).map((m) => m.name));
    expect([...new Set(endpoints.map((e) => e.grant?.menu))].filter((m) => !seeded.has(m as string))).toEqual([]);
    expect(cells.length).toBe(endpoints.length * subjects.length);
  });

  it("answers each pair as the seeded grants say: refused with the pipeline's 100003, allowed past it", () => {
    const refusedByPipeline = (c: Cell) =>
      c.code === Code.NoPermission && (c.msg === grantRefusal(c.path) || c.msg === NO_SMART_CENTRE_MESSAGE);
    const wrong = cells.filter((c) => {
      if (sessionCodes.includes(c.code) || c.code === Code.InternalError) return true;
      if (c.expected === 'refused') return c.code !== Code.NoPermission || c.msg !== grantRefusal(c.path);
      if (c.expected === 'noSmartCentre') return c.code !== Code.NoPermission || c.msg !== NO_SMART_CENTRE_MESSAGE;
      if (c.expected === 'readOnly') return refusedByPipeline(c) || (c.code !== Code.NoPermission && c.code !== Code.InvalidInput);
      return refusedByPipeline(c);
    });
    expect(wrong.map((c) => `${c.subject} × ${c.path}: expected ${c.expected}, got ${c.code} ${c.msg}`)).toEqual([]);
  });

  it('is not vacuous: both outcomes occur for the roles, and the known pairs hold', () => {
    const nonAdmin = cells.filter((c) => c.subject !== 'admin');
    expect(nonAdmin.filter((c) => c.expected === 'refused').length).toBeGreaterThan(100);
    expect(nonAdmin.filter((c) => c.expected === 'allowed').length).toBeGreaterThan(30);
    expect(cells.filter((c) => c.subject === 'admin' && c.expected === 'allowed')).toHaveLength(endpoints.length);

    expect(cell('park01', 'Msgtransfer/SelectPage')).toMatchObject({ expected: 'refused', code: Code.NoPermission });
    expect(cell('operator', 'AuditLog/SelectPage')).toMatchObject({ expected: 'refused', code: Code.NoPermission });
    expect(cell('admin', 'AuditLog/SelectPage')).toMatchObject({ expected: 'allowed', code: Code.Success });
    expect(cell('teacher01', 'Class/SelectPage')).toMatchObject({ expected: 'allowed', code: Code.Success });
    expect(cell('teacher01', 'Class/Add')).toMatchObject({ expected: 'refused', msg: 'no permission: ClassManage (add)' });
    expect(cell('gov01', 'Class/Add')).toMatchObject({ expected: 'refused', code: Code.NoPermission });
    // The smart centre: granted to the park-admin role, refused to the school without it.
    expect(cell('park01', 'Visit/SelectPage')).toMatchObject({ expected: 'allowed', code: Code.Success });
    expect(cell('park03', 'Visit/SelectPage')).toMatchObject({ expected: 'noSmartCentre', msg: NO_SMART_CENTRE_MESSAGE });
    expect(cell('park03', 'Class/SelectPage')).toMatchObject({ expected: 'allowed', code: Code.Success });
    // An empty body is invalid input for a granted write: the 100001 comes after the grant check.
    expect(cell('park01', 'Class/Add')).toMatchObject({ expected: 'allowed', code: Code.InvalidInput });
  });

  it('checks the grant before the input: a refused call with invalid input is still 100003', async () => {
    const park01 = subjects.find((s) => s.label === 'park01') as Subject;
    const bad = await rawCall(server, 'Msgtransfer/SelectPage', { cur_page: 'x', size: -1 }, { token: park01.token });
    expect(bad).toMatchObject({ code: Code.NoPermission, msg: 'no permission: Msgtransfer (view)' });
    const granted = await rawCall(server, 'Class/SelectPage', { cur_page: 'x' }, { token: park01.token });
    expect(granted.code).toBe(Code.InvalidInput);
  });
});

/**
 * The scope dimension: every granted endpoint that takes an id of a school-bound entity (found
 * from its input and the contract, scope-matrix-helpers.ts) × sessions with a school scope
 * (park01, teacher01, gov01, agent01) and one without (a park admin bound to no school), each id
 * field called with an id the session sees, one of another school, of a teacher one of another
 * class of their school, and a missing one. Out of scope and missing answer alike (100004, the
 * same message but the number: nobody probes another school's ids); nothing outside is changed;
 * an id of the session's own is never refused as missing.
 */
describe('permission matrix, scope dimension: own school / another school / no scope', () => {
  let scopeCells: ScopeCell[];
  beforeAll(async () => {
    const parkAdmin = await server.db
      .selectFrom('sysRole')
      .select('sysRoleId')
      .where('roleType', '=', ROLE_TYPE.ParkAdmin)
      .executeTakeFirstOrThrow();
    const added = await server.client(await server.login('admin')).call(resourceEndpoints(sysUser).Add, {
      Username: 'noscope01',
      FullName: '无校园长',
      Mobile: '13799990001',
      Password: 'Secret#123',
      IdentityType: IDENTITY_TYPE.School,
      Roles: [parkAdmin.sysRoleId],
    });
    expect(added.code, added.msg).toBe(Code.Success);
    const noScope = await subjectOf('noscope01', 'noscope01', await server.login('noscope01', 'Secret#123'));
    const scoped = ['park01', 'teacher01', 'gov01', 'agent01'].map((l) => subjects.find((s) => s.label === l) as Subject);
    const all = [...scoped, noScope];
    scopeCells = await runScopeMatrix(server, all, endpoints, (s, e) => {
      const x = expectedOf(all.find((a) => a.label === s.label) as Subject, e);
      return x === 'allowed' || x === 'readOnly';
    });
  }, 400_000);

  const outsideCells = () => scopeCells.flatMap((c) => c.outside.map((o) => ({ c, o })));
  const name = (c: ScopeCell, what: string) => `${c.subject} × ${c.path} ${c.field} (${c.entity}) ${what}`;

  it('answers an id of another school, another class or a session without schools exactly as a missing id, and changes nothing', () => {
    const wrong = outsideCells()
      .filter(({ c, o }) => o.changed || withoutId(o.answer, o.id) !== withoutId(c.missing, MISSING_ID))
      .map(({ c, o }) =>
        name(
          c,
          `${o.variant} ${o.id}: ${o.answer.code} ${o.answer.msg}${o.changed ? ' (CHANGED)' : ''} vs missing ${c.missing.code} ${c.missing.msg}`,
        ),
      );
    expect(wrong).toEqual([]);
  });

  it("never says 'it exists, but not yours': 100003 only where the role is refused whatever the id (its own id too)", () => {
    const wrong = outsideCells()
      .filter(
        ({ c, o }) =>
          o.answer.code === Code.NoPermission && (c.own?.answer.code !== Code.NoPermission || c.own.answer.msg !== o.answer.msg),
      )
      .map(({ c, o }) => name(c, `${o.variant}: ${o.answer.msg}`));
    expect(wrong).toEqual([]);
  });

  it('never refuses an id of the session as missing', () => {
    const wrong = scopeCells
      .filter((c) => c.own?.answer.code === Code.NotFound)
      .map((c) => name(c, `own ${c.own?.id}: ${c.own?.answer.msg}`));
    expect(wrong).toEqual([]);
  });

  it('is not vacuous: every subject, the main entities, and 100004 for ids outside the scope on calls about one record', () => {
    expect(new Set(scopeCells.map((c) => c.subject))).toEqual(new Set(['park01', 'teacher01', 'gov01', 'agent01', 'noscope01']));
    const entities = new Set(scopeCells.map((c) => c.entity));
    for (const e of ['School', 'Class', 'Student', 'Teacher', 'Parent', 'Leave', 'Vacation', 'Attendance']) expect(entities).toContain(e);
    const refused = outsideCells().filter(({ o }) => o.answer.code === Code.NotFound);
    expect(refused.length).toBeGreaterThan(150);
    expect(refused.filter(({ o }) => o.variant === 'otherClass').length).toBeGreaterThan(10);
    expect(refused.filter(({ c }) => c.subject === 'noscope01').length).toBeGreaterThan(40);
    // Writes too: Update and Delete of another school's record.
    expect(refused.filter(({ c }) => /\/Update$/.test(c.path)).length).toBeGreaterThan(10);
    expect(refused.filter(({ c }) => /\/Delete$/.test(c.path)).length).toBeGreaterThan(10);
    expect(scopeCells.filter((c) => c.own && c.own.answer.code === Code.Success).length).toBeGreaterThan(100);
  });

  it("probing: another school's id and a missing one answer byte for byte alike but the number", async () => {
    // A sample: park01's calls about one record (a missing id answered 100004), one per endpoint.
    const seen = new Set<string>();
    const sample = scopeCells.filter(
      (c) => c.subject === 'park01' && c.missing.code === Code.NotFound && c.outside[0] && !seen.has(c.path) && seen.add(c.path),
    );
    expect(sample.length).toBeGreaterThan(20);
    const token = (subjects.find((s) => s.label === 'park01') as Subject).token;
    for (const c of sample) {
      const o = c.outside[0] as ScopeCell['outside'][number];
      const [outside, missing] = [await rawText(server, c.path, o.body, token), await rawText(server, c.path, c.missingBody, token)];
      expect(withoutId(outside, o.id), c.path).toBe(withoutId(missing, MISSING_ID));
      expect(outside).toContain(`"code":${Code.NotFound}`);
    }
  });
});
