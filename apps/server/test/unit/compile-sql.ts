import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from 'kysely';

/** A PostgreSQL kysely with the server's CamelCasePlugin and no connection: it compiles, never runs. */
const db = new Kysely<Record<string, never>>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

/** The SQL text and parameters an engine fragment compiles to (unit tests of the resource engine). */
export const compile = (raw: RawBuilder<unknown>) => {
  const c = sql`${raw}`.compile(db);
  return { sql: c.sql, params: c.parameters };
};
