import {
  type GrantAction,
  IDENTITY_TYPE,
  isReadOnlyIdentity,
  isSmartCentreMenu,
  type MenuName,
  NO_AI_CONTRACT_TYPES,
  resourceList,
  SUPER_ADMIN_ROLE_VALUE,
  type UploadKind,
} from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Session } from '../../http/context.ts';
import { forbidden } from '../../lib/errors.ts';

interface UploadRule {
  /** Grants any one of which allows the kind (the grants of the screens that upload it). */
  grants: readonly { menu: MenuName; action: GrantAction }[];
  /** Every account that may change things may upload it (a screen every account has). */
  everyWriter?: boolean;
}

/**
 * Who uploads what (issue 16), from the screens that upload:
 * - Image: the avatar of the own account (account settings, every account): any account but the
 *   read-only supervision accounts;
 * - Excel: the import of a resource offering it (ImportWizard): the `add` grant of that
 *   resource's menu, the grant its ImportCheck and Import ask;
 * - Audio: a teacher's voice-print sample (/Ai/VoicePrint): its add or edit grant;
 * - File: an expense's attachment (/SchoolFinance/SchoolKeepAccounts): its add or edit grant;
 *   other areas that bring one name their grants here.
 * A grant of a smart-centre screen does not count for the staff of a school without the smart
 * centre, as it does not for that screen's calls (http/auth.ts).
 */
export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  Image: { grants: [], everyWriter: true },
  Excel: {
    grants: resourceList.filter((d) => d.actions.includes('Import')).map((d) => ({ menu: d.menu as MenuName, action: 'add' as const })),
  },
  Audio: {
    grants: [
      { menu: 'VoicePrint', action: 'add' },
      { menu: 'VoicePrint', action: 'edit' },
    ],
  },
  File: {
    grants: [
      // an expense's receipt or invoice (/SchoolFinance/SchoolKeepAccounts)
      { menu: 'SchoolKeepAccounts', action: 'add' },
      { menu: 'SchoolKeepAccounts', action: 'edit' },
    ],
  },
};

/** Refuses (100003) an upload of `kind` by a session whose role holds none of the kind's grants. */
export async function assertMayUpload(db: Db, session: Session, kind: UploadKind): Promise<void> {
  if (session.roleValue === SUPER_ADMIN_ROLE_VALUE) return;
  const rule = UPLOAD_RULES[kind];
  if (rule.everyWriter && !isReadOnlyIdentity(session.identityType)) return;
  const held =
    rule.grants.length > 0
      ? await db
          .selectFrom('sysRoleMenu as rm')
          .innerJoin('sysMenu as m', 'm.sysMenuId', 'rm.sysMenuId')
          .select('m.name')
          .where('rm.sysRoleId', '=', session.sysRoleId)
          .where('m.state', '=', 0)
          .where((eb) =>
            eb.or(rule.grants.map((g) => eb.and([eb('m.name', '=', g.menu), sql<boolean>`${g.action} = ANY(rm.action_values)`]))),
          )
          .execute()
      : [];
  const smartOnly = held.length > 0 && held.every((g) => isSmartCentreMenu(g.name));
  if (held.length === 0 || (smartOnly && (await withoutSmartCentre(db, session)))) throw forbidden('uploads.noGrant', { kind });
}

/** Staff of a school whose contract has no smart centre (their first bound school's, as http/auth.ts decides it). */
async function withoutSmartCentre(db: Db, session: Session): Promise<boolean> {
  if (session.identityType !== IDENTITY_TYPE.School) return false;
  const row = await db
    .selectFrom('sysUserSchool as us')
    .innerJoin('school as s', 's.schoolId', 'us.schoolId')
    .select('s.schoolContractType')
    .where('us.sysUserId', '=', session.sysUserId)
    .orderBy('us.schoolId')
    .limit(1)
    .executeTakeFirst();
  return row != null && (NO_AI_CONTRACT_TYPES as readonly number[]).includes(row.schoolContractType);
}
