import { type AccountsKey, accountsEn, accountsEs, accountsZh } from './accounts.ts';
import { type AuthKey, authEn, authEs, authZh } from './auth.ts';
import { type CareKey, careEn, careEs, careZh } from './care.ts';
import { type DaysKey, daysEn, daysEs, daysZh } from './days.ts';
import { type DevicesKey, devicesEn, devicesEs, devicesZh } from './devices.ts';
import { type DietKey, dietEn, dietEs, dietZh } from './diet.ts';
import { type EntrustKey, entrustEn, entrustEs, entrustZh } from './entrust.ts';
import { type GrowthKey, growthEn, growthEs, growthZh } from './growth.ts';
import { type MenusKey, menusEn, menusEs, menusZh } from './menus.ts';
import { type PeopleKey, peopleEn, peopleEs, peopleZh } from './people.ts';
import { type RecordsKey, recordsEn, recordsEs, recordsZh } from './records.ts';
import { type RolesKey, rolesEn, rolesEs, rolesZh } from './roles.ts';
import { type SalesKey, salesEn, salesEs, salesZh } from './sales.ts';
import { type SchemasKey, schemasEn, schemasEs, schemasZh } from './schemas.ts';
import { type UniqueKey, uniqueEn, uniqueEs, uniqueZh } from './unique.ts';
import { type UploadsKey, uploadsEn, uploadsEs, uploadsZh } from './uploads.ts';

// The domains' texts, one file per group of domains (each under 400 lines).

export type DomainKey =
  | AccountsKey
  | AuthKey
  | CareKey
  | DaysKey
  | DevicesKey
  | DietKey
  | EntrustKey
  | GrowthKey
  | MenusKey
  | PeopleKey
  | RecordsKey
  | RolesKey
  | SalesKey
  | SchemasKey
  | UniqueKey
  | UploadsKey;
export const domainEn: Record<DomainKey, string> = {
  ...accountsEn,
  ...authEn,
  ...careEn,
  ...daysEn,
  ...devicesEn,
  ...dietEn,
  ...entrustEn,
  ...growthEn,
  ...menusEn,
  ...peopleEn,
  ...recordsEn,
  ...rolesEn,
  ...salesEn,
  ...schemasEn,
  ...uniqueEn,
  ...uploadsEn,
};
export const domainZh: Record<DomainKey, string> = {
  ...accountsZh,
  ...authZh,
  ...careZh,
  ...daysZh,
  ...devicesZh,
  ...dietZh,
  ...entrustZh,
  ...growthZh,
  ...menusZh,
  ...peopleZh,
  ...recordsZh,
  ...rolesZh,
  ...salesZh,
  ...schemasZh,
  ...uniqueZh,
  ...uploadsZh,
};
export const domainEs: Record<DomainKey, string> = {
  ...accountsEs,
  ...authEs,
  ...careEs,
  ...daysEs,
  ...devicesEs,
  ...dietEs,
  ...entrustEs,
  ...growthEs,
  ...menusEs,
  ...peopleEs,
  ...recordsEs,
  ...rolesEs,
  ...salesEs,
  ...schemasEs,
  ...uniqueEs,
  ...uploadsEs,
};
