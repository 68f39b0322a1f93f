import { DEFAULT_LEVEL, DEFAULT_THRESHOLDS, THRESHOLDS_OF_TYPE, WARNING_TYPE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';

/**
 * Smart devices and alert rules (issue 19, DOMAIN §4):
 * - equipment: a school's devices; the serial number is what devices send, unique over the
 *   network; the secret is kept as its SHA-256 only; a child wears at most one bracelet (a
 *   partial unique index, retired bracelets aside); no index on what readings change (last seen,
 *   battery, state) and room on each page (fillfactor 70), so the ingest's updates are HOT;
 * - equipment_reading: each device's readings as sent (its history), once per device and time,
 *   which makes a reading delivered twice (a broker's redelivery, a gateway's retry) a no-op;
 * - equipment_state_change: its state changes (reading, silence, by hand);
 * - radar_reading: what radars sense; bracelet_data and hygiene_record learn their device;
 * - warning_message_type: the platform's catalogue of warning types (one row per WARNING_TYPE,
 *   seeded with the contract's defaults); message_config (+ its named recipients): a school's
 *   rule of a type, every threshold empty unless it overrides the catalogue's;
 * - telemetry_counter: readings written and dropped per UTC day, school (0: none could be told)
 *   and reason;
 * - the /Ai/Radar menu entry for a database seeded before it existed, granted as EquipmentSet is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE equipment (
      equipment_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      serial_no text NOT NULL,
      type smallint NOT NULL CHECK (type BETWEEN 1 AND 7),
      model text NOT NULL DEFAULT '',
      location text NOT NULL DEFAULT '',
      class_id bigint REFERENCES school_class ON DELETE SET NULL,
      bound_type smallint CHECK (bound_type BETWEEN 1 AND 3),
      bound_id bigint,
      state smallint NOT NULL DEFAULT 2 CHECK (state BETWEEN 1 AND 4),
      last_seen_time timestamptz,
      battery smallint CHECK (battery BETWEEN 0 AND 100),
      firmware text NOT NULL DEFAULT '',
      secret_hash text NOT NULL,
      stream_url text NOT NULL DEFAULT '',
      analysis_enabled boolean NOT NULL DEFAULT false,
      analysis_from text NOT NULL DEFAULT '',
      analysis_to text NOT NULL DEFAULT '',
      remark text NOT NULL DEFAULT '',
      low_battery_since timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT equipment_serial_no_key UNIQUE (serial_no),
      CONSTRAINT equipment_bound_pair CHECK ((bound_type IS NULL) = (bound_id IS NULL))
    ) WITH (fillfactor = 70);
    CREATE UNIQUE INDEX equipment_one_bracelet_key ON equipment (bound_id) WHERE type = 1 AND bound_type = 1 AND state <> 4;
    CREATE INDEX equipment_school_idx ON equipment (school_id, serial_no);
    CREATE INDEX equipment_class_idx ON equipment (class_id);

    CREATE TABLE equipment_reading (
      equipment_reading_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      equipment_id bigint NOT NULL REFERENCES equipment ON DELETE CASCADE,
      school_id bigint NOT NULL,
      read_time timestamptz NOT NULL,
      payload jsonb NOT NULL,
      CONSTRAINT equipment_reading_once UNIQUE (equipment_id, read_time)
    );
    -- The history's retention deletes by time: a BRIN index costs the ingest next to nothing.
    CREATE INDEX equipment_reading_time_brin ON equipment_reading USING brin (read_time);

    CREATE TABLE equipment_state_change (
      equipment_state_change_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      equipment_id bigint NOT NULL REFERENCES equipment ON DELETE CASCADE,
      school_id bigint NOT NULL,
      from_state smallint NOT NULL,
      to_state smallint NOT NULL,
      reason smallint NOT NULL,
      change_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX equipment_state_change_idx ON equipment_state_change (equipment_id, change_time DESC);

    CREATE TABLE radar_reading (
      radar_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class ON DELETE SET NULL,
      equipment_id bigint NOT NULL REFERENCES equipment ON DELETE CASCADE,
      student_id bigint REFERENCES student ON DELETE SET NULL,
      record_time timestamptz NOT NULL,
      presence boolean,
      breathing_rate smallint,
      fall boolean NOT NULL DEFAULT false
    );
    CREATE INDEX radar_reading_school_idx ON radar_reading (school_id, record_time DESC);
    CREATE INDEX radar_reading_class_idx ON radar_reading (class_id, record_time DESC);
    CREATE INDEX radar_reading_equipment_idx ON radar_reading (equipment_id, record_time DESC);

    ALTER TABLE bracelet_data ADD COLUMN equipment_id bigint;
    ALTER TABLE hygiene_record ADD COLUMN equipment_id bigint;

    CREATE TABLE warning_message_type (
      warning_message_type_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      type smallint NOT NULL UNIQUE,
      default_level smallint NOT NULL CHECK (default_level BETWEEN 1 AND 3),
      fever_c numeric(3, 1),
      heart_rate_low integer,
      heart_rate_high integer,
      battery_percent integer,
      offline_minutes integer,
      distress_minutes integer,
      description text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );

    CREATE TABLE message_config (
      message_config_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school ON DELETE CASCADE,
      type smallint NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      level smallint CHECK (level BETWEEN 1 AND 3),
      fever_c numeric(3, 1),
      heart_rate_low integer,
      heart_rate_high integer,
      battery_percent integer,
      offline_minutes integer,
      distress_minutes integer,
      recipient_posts text[] NOT NULL DEFAULT '{}',
      channels text[] NOT NULL DEFAULT '{console}',
      quiet_from text NOT NULL DEFAULT '',
      quiet_to text NOT NULL DEFAULT '',
      escalate_minutes integer,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT message_config_school_type_key UNIQUE (school_id, type)
    );
    CREATE TABLE message_config_teacher (
      message_config_id bigint NOT NULL REFERENCES message_config ON DELETE CASCADE,
      teacher_id bigint NOT NULL REFERENCES teacher ON DELETE CASCADE,
      PRIMARY KEY (message_config_id, teacher_id)
    );

    CREATE TABLE telemetry_counter (
      day date NOT NULL,
      school_id bigint NOT NULL,
      reason text NOT NULL,
      count bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (day, school_id, reason)
    );
  `.execute(db);

  for (const type of Object.values(WARNING_TYPE)) {
    const keys = THRESHOLDS_OF_TYPE[type] ?? [];
    const value = (k: keyof typeof DEFAULT_THRESHOLDS) => (keys.includes(k) ? DEFAULT_THRESHOLDS[k] : null);
    await sql`INSERT INTO warning_message_type
        (type, default_level, fever_c, heart_rate_low, heart_rate_high, battery_percent, offline_minutes, distress_minutes)
      VALUES (${type}, ${DEFAULT_LEVEL[type] ?? 2}, ${value('FeverC')}, ${value('HeartRateLow')}, ${value('HeartRateHigh')},
        ${value('BatteryPercent')}, ${value('OfflineMinutes')}, ${value('DistressMinutes')})`.execute(db);
  }

  // A database seeded before the Radar screen existed: the entry after the EquipmentList group,
  // granted to every role granted EquipmentSet, with the same actions (a fresh one gets it from the seed).
  await sql`
    WITH ai AS (SELECT sys_menu_id FROM sys_menu WHERE path = '/Ai' AND parent_id IS NULL),
    added AS (
      INSERT INTO sys_menu (parent_id, path, name, title_zh, title_en, title_es, component, sort)
      SELECT ai.sys_menu_id, 'Radar', 'Radar', '雷达监测', 'Radar', 'Radar', 'ai/Radar',
        (SELECT coalesce(max(x.sort), -1) + 1 FROM sys_menu x WHERE x.parent_id = ai.sys_menu_id)
      FROM ai WHERE NOT EXISTS (SELECT 1 FROM sys_menu WHERE name = 'Radar')
      RETURNING sys_menu_id)
    INSERT INTO sys_role_menu (sys_role_id, sys_menu_id, action_values)
    SELECT rm.sys_role_id, added.sys_menu_id, rm.action_values
    FROM added, sys_role_menu rm JOIN sys_menu m ON m.sys_menu_id = rm.sys_menu_id
    WHERE m.name = 'EquipmentSet'
  `.execute(db);
}
