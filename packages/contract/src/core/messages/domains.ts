import { type AccountsKey, accountsEn, accountsEs, accountsZh } from './accounts.ts';
import { type AuthKey, authEn, authEs, authZh } from './auth.ts';
import { type CareKey, careEn, careEs, careZh } from './care.ts';
import { type DaysKey, daysEn, daysEs, daysZh } from './days.ts';
import { type MenusKey, menusEn, menusEs, menusZh } from './menus.ts';
import { type PeopleKey, peopleEn, peopleEs, peopleZh } from './people.ts';
import { type RecordsKey, recordsEn, recordsEs, recordsZh } from './records.ts';
import { type RolesKey, rolesEn, rolesEs, rolesZh } from './roles.ts';
import { type SalesKey, salesEn, salesEs, salesZh } from './sales.ts';
import { type UniqueKey, uniqueEn, uniqueEs, uniqueZh } from './unique.ts';

// The domains' texts, one file per group of domains (each under 400 lines).

export type DomainKey = AccountsKey | AuthKey | CareKey | DaysKey | MenusKey | PeopleKey | RecordsKey | RolesKey | SalesKey | UniqueKey;
export const domainEn: Record<DomainKey, string> = {
  ...accountsEn,
  ...authEn,
  ...careEn,
  ...daysEn,
  ...menusEn,
  ...peopleEn,
  ...recordsEn,
  ...rolesEn,
  ...salesEn,
  ...uniqueEn,
};
export const domainZh: Record<DomainKey, string> = {
  ...accountsZh,
  ...authZh,
  ...careZh,
  ...daysZh,
  ...menusZh,
  ...peopleZh,
  ...recordsZh,
  ...rolesZh,
  ...salesZh,
  ...uniqueZh,
};
export const domainEs: Record<DomainKey, string> = {
  ...accountsEs,
  ...authEs,
  ...careEs,
  ...daysEs,
  ...menusEs,
  ...peopleEs,
  ...recordsEs,
  ...rolesEs,
  ...salesEs,
  ...uniqueEs,
};
