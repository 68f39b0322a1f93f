import type { parkSetting } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { ResourceBinding } from '../../resource/index.ts';

/**
 * A value of the school parameters as it applies to the record's school: its own, else the
 * platform's default (the defaults row has no school). The parameters stay the one place these
 * values are kept; ParkSetting only shows them.
 */
const parameterOf = (column: 'check_in_start' | 'check_in_end' | 'temperature_threshold', clock: boolean) => (t: string) => {
  const value = sql`coalesce(p.${sql.raw(column)}, d.${sql.raw(column)})`;
  return sql`(SELECT ${clock ? sql`to_char(${value}, 'HH24:MI')` : value} FROM school_parameter d
    LEFT JOIN school_parameter p ON p.school_id = ${sql.ref(`${t}.school_id`)} WHERE d.school_id IS NULL)`;
};

/**
 * ParkSetting on park_setting: school scope (of the schools with the smart centre, as every /Ai
 * entity), one row per school made with the school (migration 0027's trigger), so the standard
 * actions are read, update and export: nothing to add or delete. The end of each span is never
 * before its start (the definition's endOf, checked by the engine and the form).
 */
export const parkSettingBinding: ResourceBinding<typeof parkSetting> = {
  table: 'parkSetting',
  scope: { school: 'schoolId' },
  computed: {
    CheckInStart: parameterOf('check_in_start', true),
    CheckInEnd: parameterOf('check_in_end', true),
    TemperatureThreshold: parameterOf('temperature_threshold', false),
  },
};

/** A school's analysis switches, for the analyses that follow them (speech metrics); on when the school has no row. */
export async function analysisSwitchesOf(db: Db, schoolId: number): Promise<{ faceEmotion: boolean; speechAnalysis: boolean }> {
  const row = await db
    .selectFrom('parkSetting')
    .select(['faceEmotionEnabled', 'speechAnalysisEnabled'])
    .where('schoolId', '=', schoolId)
    .executeTakeFirst();
  return { faceEmotion: row?.faceEmotionEnabled ?? true, speechAnalysis: row?.speechAnalysisEnabled ?? true };
}
