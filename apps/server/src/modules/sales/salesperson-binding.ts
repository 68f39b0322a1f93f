import { areasOverlap, areaWithin, IDENTITY_TYPE, SALES_LEVEL, type salesperson, textsOf } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { areaLabel } from '../../lib/areas.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import type { ResourceBinding, WriteValues } from '../../resource/index.ts';

export const DIRECTOR_HAS_SALESPEOPLE = 'sales.directorHasTeam';

/** Serialises writes of salespeople: the region rules read other rows, which a concurrent write could change. */
const SALES_LOCK = 7307;

interface Person {
  salespersonId: number;
  name: string;
  level: number;
  regions: string[];
  state: number;
}

type Values = WriteValues<typeof salesperson>;

const defined = (values: Values): Values => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Values;

/** State 0 (active); a State cleared to null, which the NOT NULL column then refuses, reads as 0 here. */
const isActive = (merged: Values): boolean => (merged.State ?? 0) === 0;

async function activeTeam(trx: Db, directorIds: number[], except: number[] = []): Promise<Person[]> {
  const r = await sql<Person>`SELECT salesperson_id, name, level, regions, state FROM salesperson
    WHERE director_id = ANY(${directorIds}::bigint[]) AND state = 0 AND NOT (salesperson_id = ANY(${except}::bigint[]))
    ORDER BY salesperson_id`.execute(trx);
  return r.rows;
}

/** An active director's regions share no ground with another active director's. */
async function assertNoOverlap(trx: Db, id: number | null, regions: string[]): Promise<void> {
  const others = await sql<Person>`SELECT salesperson_id, name, level, regions, state FROM salesperson
    WHERE level = ${SALES_LEVEL.RegionalDirector} AND state = 0 AND salesperson_id IS DISTINCT FROM ${id}::bigint`.execute(trx);
  for (const other of others.rows) {
    for (const r of regions) {
      const hit = other.regions.find((o) => areasOverlap(r, o));
      if (hit) throw conflict('sales.overlap', { region: areaLabel(r), other: areaLabel(hit), name: other.name }, 'Regions');
    }
  }
}

/** A director who stays one keeps their active salespeople's regions within theirs; one who stops may not have any. */
async function assertTeamFits(trx: Db, id: number, merged: Values): Promise<void> {
  const team = await activeTeam(trx, [id]);
  if (team.length === 0) return;
  const names = team.map((p) => p.name).join(', ');
  if (merged.Level !== SALES_LEVEL.RegionalDirector)
    throw conflict('inUse.named', { what: textsOf(DIRECTOR_HAS_SALESPEOPLE), names }, 'Level');
  if (!isActive(merged)) throw conflict('inUse.named', { what: textsOf(DIRECTOR_HAS_SALESPEOPLE), names }, 'State');
  const regions = merged.Regions as string[];
  for (const p of team) {
    const outside = p.regions.find((r) => !regions.some((d) => areaWithin(r, d)));
    if (outside) throw conflict('sales.teamOutside', { name: p.name, region: areaLabel(outside) }, 'Regions');
  }
}

/** A salesperson answers to an existing regional director (active, when the salesperson is) and sells within their regions. */
async function assertUnderDirector(trx: Db, id: number | null, merged: Values): Promise<void> {
  if (merged.DirectorId == null) throw invalid('sales.needsDirector', {}, 'DirectorId');
  const directorId = merged.DirectorId;
  if (directorId === id) throw invalid('sales.ownDirector', {}, 'DirectorId');
  const r =
    await sql<Person>`SELECT salesperson_id, name, level, regions, state FROM salesperson WHERE salesperson_id = ${directorId}`.execute(
      trx,
    );
  const director = r.rows[0];
  if (!director || director.level !== SALES_LEVEL.RegionalDirector) throw invalid('sales.notDirector', {}, 'DirectorId');
  if (isActive(merged) && director.state !== 0) throw invalid('sales.directorDisabled', { name: director.name }, 'DirectorId');
  const outside = (merged.Regions as string[]).find((code) => !director.regions.some((d) => areaWithin(code, d)));
  if (outside) throw invalid('sales.outsideDirector', { region: areaLabel(outside), name: director.name }, 'Regions');
}

async function assertSalesAccount(trx: Db, sysUserId: number): Promise<void> {
  const user = await trx.selectFrom('sysUser').select('identityType').where('sysUserId', '=', sysUserId).executeTakeFirst();
  if (!user) throw invalid('sales.accountMissing', {}, 'SysUserId');
  if (user.identityType !== IDENTITY_TYPE.Sales) throw invalid('sales.notSalesAccount', {}, 'SysUserId');
}

/**
 * Salesperson (SalespersonManage) on salesperson, platform scope. The rules read the record as
 * it will be (the values written over the stored ones): active directors' regions do not
 * overlap; a salesperson sells within their director's regions; a director with active
 * salespeople cannot stop being one (disabled, demoted, deleted) nor shrink below their
 * regions. The console account (IdentityType 4) points back here through its IdentityId.
 */
export const salespersonBinding: ResourceBinding<typeof salesperson> = {
  table: 'salesperson',
  scope: { director: 'directorId' },
  unique: { salesperson_sys_user_key: { fields: ['SysUserId'], message: 'unique.salespersonAccount' } },
  hooks: {
    beforeWrite: async (values, { trx, existing }) => {
      await sql`SELECT pg_advisory_xact_lock(${SALES_LOCK})`.execute(trx);
      const out = { ...values };
      const id = existing ? existing.SalespersonId : null;
      const merged: Values = { State: 0, ...(existing ?? {}), ...defined(out) };
      // First what the change does to a director's team, then the record's own rules.
      if (existing && existing.Level === SALES_LEVEL.RegionalDirector && id != null) await assertTeamFits(trx, id, merged);
      if (merged.Level === SALES_LEVEL.RegionalDirector) {
        // A director answers to no director.
        if (merged.DirectorId != null) {
          out.DirectorId = null;
          merged.DirectorId = null;
        }
        if (isActive(merged)) await assertNoOverlap(trx, id, merged.Regions as string[]);
      } else await assertUnderDirector(trx, id, merged);
      if (out.SysUserId != null && out.SysUserId !== existing?.SysUserId) await assertSalesAccount(trx, out.SysUserId);
      return out;
    },
    afterWrite: async (id, values, { trx, existing }) => {
      if (values.SysUserId === undefined) return;
      const before = existing?.SysUserId ?? null;
      const after = values.SysUserId ?? null;
      if (before != null && before !== after) {
        await trx
          .updateTable('sysUser')
          .set({ identityId: null })
          .where('sysUserId', '=', before)
          .where('identityType', '=', IDENTITY_TYPE.Sales)
          .where('identityId', '=', id)
          .execute();
      }
      if (after != null) await trx.updateTable('sysUser').set({ identityId: id }).where('sysUserId', '=', after).execute();
    },
    beforeDelete: async (rows, { trx }) => {
      const ids = rows.map((r) => r.SalespersonId);
      const team = await activeTeam(trx, ids, ids);
      if (team.length)
        throw conflict('inUse.named', { what: textsOf(DIRECTOR_HAS_SALESPEOPLE), names: team.map((p) => p.name).join(', ') });
      // Disabled salespeople of a deleted director lose their director (ON DELETE SET NULL); accounts their record.
      await trx
        .updateTable('sysUser')
        .set({ identityId: null })
        .where('identityType', '=', IDENTITY_TYPE.Sales)
        .where('identityId', 'in', ids)
        .execute();
    },
  },
};
