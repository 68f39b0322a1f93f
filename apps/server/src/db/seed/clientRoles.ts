import { CLIENT_APP, CLIENT_PERMISSIONS, IDENTITY_TYPE, SALES_LEVEL, STAFF_POST } from '@kc/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Demo client roles (permission keys of the contract's CLIENT_PERMISSIONS) and the posts they are defaults of. */
export const demoClientRoles = [
  {
    roleName: '班级教师',
    app: CLIENT_APP.Teacher,
    sort: 1,
    permissions: [
      'teacher.attendance',
      'teacher.leaveAudit',
      'teacher.dailyCare',
      'teacher.album',
      'teacher.messages',
      'teacher.growth',
      'teacher.weeklyPlan',
    ],
    posts: [STAFF_POST.Principal, STAFF_POST.Teacher, STAFF_POST.AssistantTeacher],
  },
  {
    roleName: '园所管理',
    app: CLIENT_APP.Teacher,
    sort: 2,
    permissions: ['teacher.attendance', 'teacher.leaveAudit', 'teacher.messages', 'teacher.alerts'],
    posts: [STAFF_POST.Principal, STAFF_POST.AdminStaff],
  },
  {
    roleName: '保健医',
    app: CLIENT_APP.Teacher,
    sort: 3,
    permissions: ['teacher.attendance', 'teacher.healthCheck', 'teacher.dailyCare', 'teacher.alerts'],
    posts: [STAFF_POST.Nurse],
  },
  {
    roleName: '家长',
    app: CLIENT_APP.Parent,
    sort: 10,
    permissions: [
      'parent.attendance',
      'parent.leaveRequest',
      'parent.payments',
      'parent.album',
      'parent.messages',
      'parent.growthReport',
      'parent.pickUp',
    ],
    posts: [],
  },
  {
    roleName: '家长（视频会员）',
    app: CLIENT_APP.Parent,
    sort: 11,
    permissions: ['parent.attendance', 'parent.album', 'parent.messages', 'parent.liveVideo'],
    posts: [],
  },
];

/** Demo sales organisation: director01 directs Beijing and Shanghai, sales01 sells in Beijing under him. */
export const demoSalespeople = [
  { username: 'director01', level: SALES_LEVEL.RegionalDirector, regions: ['11', '31'], director: null },
  { username: 'sales01', level: SALES_LEVEL.Salesperson, regions: ['11'], director: 'director01' },
] as const;

/** Seeds client roles, post defaults and the sales organisation (after the demo accounts exist). */
export async function seedClientRolesAndSales(trx: Kysely<Database>): Promise<void> {
  const byPost = new Map<number, number[]>();
  // Permissions in the catalogue's order, as the engine stores them.
  const order = CLIENT_PERMISSIONS.map((p) => String(p.value));
  for (const { posts, permissions, ...role } of demoClientRoles) {
    const sorted = [...permissions].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const { clientRoleId } = await trx
      .insertInto('clientRole')
      .values({ ...role, permissions: sorted })
      .returning('clientRoleId')
      .executeTakeFirstOrThrow();
    for (const post of posts) byPost.set(post, [...(byPost.get(post) ?? []), clientRoleId]);
  }
  for (const [post, roleIds] of byPost) {
    const { postClientRoleId } = await trx
      .insertInto('postClientRole')
      .values({ post })
      .returning('postClientRoleId')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('postClientRoleItem')
      .values(roleIds.map((clientRoleId) => ({ postClientRoleId, clientRoleId })))
      .execute();
  }

  const ids = new Map<string, number>();
  for (const p of demoSalespeople) {
    const user = await trx
      .selectFrom('sysUser')
      .select(['sysUserId', 'fullName', 'mobile'])
      .where('username', '=', p.username)
      .where('identityType', '=', IDENTITY_TYPE.Sales)
      .executeTakeFirst();
    if (!user) continue;
    const { salespersonId } = await trx
      .insertInto('salesperson')
      .values({
        name: user.fullName,
        mobile: user.mobile,
        level: p.level,
        directorId: p.director ? (ids.get(p.director) ?? null) : null,
        regions: [...p.regions],
        sysUserId: user.sysUserId,
      })
      .returning('salespersonId')
      .executeTakeFirstOrThrow();
    ids.set(p.username, salespersonId);
    await trx.updateTable('sysUser').set({ identityId: salespersonId }).where('sysUserId', '=', user.sysUserId).execute();
  }
}
