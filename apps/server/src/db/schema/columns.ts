// The column helpers the domains' row types share. Row types are as Kysely sees them (camelCase,
// through CamelCasePlugin).

import type { ColumnType, Generated } from 'kysely';

export type Id = Generated<number>;

export type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Audit = { createTime: Stamp; createBy: number | null; updateTime: Stamp; updateBy: number | null };

export type Def<T> = ColumnType<T, T | undefined, T>;

export type LocalDate = ColumnType<string, string, string>;

export type Temperature = ColumnType<number | null, number | null | undefined, number | null>;

export type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
