// The menus domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id } from './columns.ts';

export interface SysMenuTable extends Audit {
  sysMenuId: Id;
  parentId: number | null;
  path: string;
  name: string;
  titleZh: string;
  titleEn: string;
  titleEs: string;
  icon: Def<string>;
  component: string;
  redirect: string | null;
  hidden: Def<boolean>;
  noCache: Def<boolean>;
  sort: Def<number>;
  state: Def<number>;
  systemId: Def<number>;
}

export interface MenusTables {
  sysMenu: SysMenuTable;
}
