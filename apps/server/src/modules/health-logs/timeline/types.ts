import type { Language, TimelineSource } from '@kc/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** What every timeline reader is given: the child (already checked in the caller's scope) and the days. */
export interface TimelineQuery {
  db: Kysely<Database>;
  lang: Language;
  studentId: number;
  /** The child's school's zone: a moment's day is its local date there. */
  timeZone: string;
  /** First and last day, both included (YYYY-MM-DD). */
  from: string;
  to: string;
}

/** One entry of a reader, on its day. */
export interface TimelineItem {
  Date: string;
  Source: TimelineSource;
  Time: string | null;
  Title: string;
  Value: string;
  Alert: boolean;
}

/**
 * A source of the child's health timeline: each domain that keeps daily-care records adds its
 * reader to the registry (registry.ts) and answers its own entries for the days asked.
 */
export type TimelineReader = (q: TimelineQuery) => Promise<TimelineItem[]>;
