import { type RawBuilder, sql } from 'kysely';
import type { TimelineQuery } from './types.ts';

/** SQL: a timestamptz column falls on the query's days (a range on the column, so its index serves). */
export const onDays = (column: string, q: TimelineQuery): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} >= (${q.from}::date::timestamp AT TIME ZONE ${q.timeZone})
    AND ${sql.ref(column)} < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${q.timeZone})`;

/** SQL: the local date (text) of a timestamptz column. */
export const localDay = (column: string, q: TimelineQuery): RawBuilder<string> =>
  sql<string>`(${sql.ref(column)} AT TIME ZONE ${q.timeZone})::date::text`;

/** An option's label in the caller's language. */
export const labelOf = (
  options: readonly { value: number | string; label: Record<'zh' | 'en' | 'es', string> }[],
  value: unknown,
  lang: 'zh' | 'en' | 'es',
): string => options.find((o) => o.value === value)?.label[lang] ?? String(value);

export const iso = (v: Date | string | null): string | null => (v == null ? null : new Date(v).toISOString());
