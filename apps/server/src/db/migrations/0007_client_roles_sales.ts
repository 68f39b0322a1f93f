import { type Kysely, sql } from 'kysely';

/**
 * Client roles (permissions of the teachers' and parents' mobile apps, a text[] of permission
 * keys), the default client roles of each staff post, and salespeople / regional directors
 * with the ChinaArea codes they cover (text[]); a sales account's IdentityId points at its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE client_role (
      client_role_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      role_name text NOT NULL,
      app smallint NOT NULL CHECK (app IN (1, 2)),
      permissions text[] NOT NULL DEFAULT '{}',
      sort integer NOT NULL DEFAULT 0,
      state smallint NOT NULL DEFAULT 0,
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE UNIQUE INDEX client_role_name_key ON client_role (role_name);
    CREATE INDEX client_role_app_idx ON client_role (app, sort);
    CREATE INDEX client_role_permissions_idx ON client_role USING gin (permissions);

    CREATE TABLE post_client_role (
      post_client_role_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      post smallint NOT NULL,
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE UNIQUE INDEX post_client_role_post_key ON post_client_role (post);
    CREATE TABLE post_client_role_item (
      post_client_role_id bigint NOT NULL REFERENCES post_client_role ON DELETE CASCADE,
      client_role_id bigint NOT NULL REFERENCES client_role,
      PRIMARY KEY (post_client_role_id, client_role_id)
    );
    CREATE INDEX post_client_role_item_role_idx ON post_client_role_item (client_role_id);

    CREATE TABLE salesperson (
      salesperson_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      mobile text NOT NULL,
      level smallint NOT NULL CHECK (level IN (1, 2)),
      director_id bigint REFERENCES salesperson ON DELETE SET NULL,
      regions text[] NOT NULL DEFAULT '{}',
      sys_user_id bigint REFERENCES sys_user ON DELETE SET NULL,
      state smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CHECK (level = 1 OR director_id IS NULL)
    );
    CREATE UNIQUE INDEX salesperson_sys_user_key ON salesperson (sys_user_id);
    CREATE INDEX salesperson_director_idx ON salesperson (director_id);
    CREATE INDEX salesperson_level_idx ON salesperson (level, state);
  `.execute(db);
}
