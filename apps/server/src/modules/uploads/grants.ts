import { type GrantAction, isReadOnlyIdentity, type MenuName, resourceList, SUPER_ADMIN_ROLE_VALUE, type UploadKind } from '@kc/contract';
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
 * - Audio, File: no screen uploads them yet; the area that brings one names its grant here.
 *   Until then the super admin alone (who passes every grant check).
 */
export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  Image: { grants: [], everyWriter: true },
  Excel: {
    grants: resourceList.filter((d) => d.actions.includes('Import')).map((d) => ({ menu: d.menu as MenuName, action: 'add' as const })),
  },
  Audio: { grants: [] },
  File: { grants: [] },
};

/** Refuses (100003) an upload of `kind` by a session whose role holds none of the kind's grants. */
export async function assertMayUpload(db: Db, session: Session, kind: UploadKind): Promise<void> {
  if (session.roleValue === SUPER_ADMIN_ROLE_VALUE) return;
  const rule = UPLOAD_RULES[kind];
  if (rule.everyWriter && !isReadOnlyIdentity(session.identityType)) return;
  const held =
    rule.grants.length > 0 &&
    (await db
      .selectFrom('sysRoleMenu as rm')
      .innerJoin('sysMenu as m', 'm.sysMenuId', 'rm.sysMenuId')
      .select('m.name')
      .where('rm.sysRoleId', '=', session.sysRoleId)
      .where('m.state', '=', 0)
      .where((eb) => eb.or(rule.grants.map((g) => eb.and([eb('m.name', '=', g.menu), sql<boolean>`${g.action} = ANY(rm.action_values)`]))))
      .executeTakeFirst());
  if (!held) throw forbidden('uploads.noGrant', { kind });
}
