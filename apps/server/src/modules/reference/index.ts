import { api, type LocalizedTitle } from '@kc/contract';
import type { Registrar } from '../../http/context.ts';
import { chinaAreas } from '../../lib/areas.ts';

/** Action values a grant can hold: bit values, so a set of actions can also travel as one number. */
export const ACTIONS: { Key: string; Value: number; Title: LocalizedTitle }[] = [
  { Key: 'view', Value: 1, Title: { zh: '查看', en: 'View', es: 'Ver' } },
  { Key: 'add', Value: 2, Title: { zh: '新增', en: 'Add', es: 'Añadir' } },
  { Key: 'edit', Value: 4, Title: { zh: '编辑', en: 'Edit', es: 'Editar' } },
  { Key: 'delete', Value: 8, Title: { zh: '删除', en: 'Delete', es: 'Eliminar' } },
  { Key: 'audit', Value: 16, Title: { zh: '审核', en: 'Audit', es: 'Auditar' } },
  { Key: 'export', Value: 32, Title: { zh: '导出', en: 'Export', es: 'Exportar' } },
];

/** Reference data of spec §7 "Reference". */
export function referenceModule(r: Registrar): void {
  r.handle(api.constGetAction, async () => ACTIONS);

  r.handle(api.chinaAreaTree, async () => chinaAreas());

  r.handle(api.abilityClassifyAll, async ({ db }) => {
    const rows = await db
      .selectFrom('abilityClassify')
      .select(['abilityClassifyId', 'nameZh', 'nameEn', 'nameEs', 'sort'])
      .where('state', '=', 0)
      .orderBy('sort')
      .orderBy('abilityClassifyId')
      .execute();
    return rows.map((x) => ({ AbilityClassifyId: x.abilityClassifyId, Name: { zh: x.nameZh, en: x.nameEn, es: x.nameEs }, Sort: x.sort }));
  });
}
