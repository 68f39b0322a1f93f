import type { radar } from '@kc/contract';
import { sql } from 'kysely';
import type { ResourceBinding } from '../../resource/index.ts';

const ofDevice = (column: string) => (t: string) =>
  sql`(SELECT ${sql.ref(`e.${column}`)} FROM equipment e WHERE e.equipment_id = ${sql.ref(`${t}.equipment_id`)})`;

/** Radar on radar_reading: class scope (a teacher sees their rooms' radars); written only by the telemetry ingest. */
export const radarBinding: ResourceBinding<typeof radar> = {
  table: 'radarReading',
  idColumn: 'radarId',
  scope: { school: 'schoolId', class: 'classId' },
  computed: { SerialNo: ofDevice('serial_no'), Location: ofDevice('location') },
  audit: false,
};
