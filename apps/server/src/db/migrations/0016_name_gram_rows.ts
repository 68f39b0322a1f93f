import { type Kysely, sql } from 'kysely';

/**
 * Each name's grams also as rows, `<table>_gram (gram, school_id, id)`, kept by triggers: a list
 * searched by a short name alone, counted and paged from btrees without visiting the table.
 *
 * Why: a SelectPage answers its total. The GIN index of 0015 finds a name's rows, but counting
 * them reads every heap page they sit on to check each row's visibility (a GIN index cannot
 * answer alone): a common given name over the network, 2,023 children on 941 pages, cost 1.1 ms
 * of the page's 1.4. From the primary key of this table, with the visibility map set by vacuum,
 * the same count is an index-only scan of 2,023 entries: 0.2 ms; the school beside each gram
 * lets a school-scoped count read only its school's entries. The (gram, id) index gives the
 * newest matches first: the page's 20 ids are 20 index entries. The GIN index could only be
 * walked in the table's order, testing rows until 20 match, and a plan prepared for any name
 * (a generic plan) cannot know how many match, so each call was planned again.
 *
 * Kept by statement-level triggers over the transition tables: an import of a thousand children
 * writes its gram rows in one statement, and an update that touches neither the name nor the
 * school (most updates) writes nothing.
 */
const names = [
  { table: 'student', column: 'student_name', id: 'student_id' },
  { table: 'parent', column: 'name', id: 'parent_id' },
  { table: 'teacher', column: 'name', id: 'teacher_id' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One function for every event of every table; TG_ARGV: the gram table, the table's grams column, its id column.
  await sql`
    CREATE FUNCTION keep_gram_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      gram_table text := TG_ARGV[0];
      grams text := TG_ARGV[1];
      id text := TG_ARGV[2];
      -- The rows whose gram rows go (old_*) and come (new_*): every row inserted or deleted, and
      -- of an update only the rows whose grams or school changed.
      changed text := CASE TG_OP
        WHEN 'INSERT' THEN format('SELECT n.%1$I AS id, NULL::bigint AS old_school, NULL::text[] AS old_grams,
          n.school_id AS new_school, n.%2$I AS new_grams FROM new_rows n', id, grams)
        WHEN 'DELETE' THEN format('SELECT o.%1$I AS id, o.school_id AS old_school, o.%2$I AS old_grams,
          NULL::bigint AS new_school, NULL::text[] AS new_grams FROM old_rows o', id, grams)
        WHEN 'UPDATE' THEN format('SELECT o.%1$I AS id, o.school_id AS old_school, o.%2$I AS old_grams,
          n.school_id AS new_school, n.%2$I AS new_grams FROM old_rows o JOIN new_rows n ON n.%1$I = o.%1$I
          WHERE o.%2$I IS DISTINCT FROM n.%2$I OR o.school_id IS DISTINCT FROM n.school_id', id, grams)
      END;
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        EXECUTE format('TRUNCATE %I', gram_table);
        RETURN NULL;
      END IF;
      -- Old rows first: an update that keeps a gram deletes its row and inserts it again.
      IF TG_OP <> 'INSERT' THEN
        EXECUTE format('DELETE FROM %I r USING (%s) c, unnest(c.old_grams) g WHERE r.gram = g AND r.school_id = c.old_school AND r.id = c.id',
          gram_table, changed);
      END IF;
      IF TG_OP <> 'DELETE' THEN
        EXECUTE format('INSERT INTO %I (gram, school_id, id) SELECT g, c.new_school, c.id FROM (%s) c, unnest(c.new_grams) g',
          gram_table, changed);
      END IF;
      RETURN NULL;
    END $$;
  `.execute(db);
  for (const { table, column, id } of names) {
    const gramTable = `${table}_gram`;
    const grams = `${column}_grams`;
    const args = sql.raw([gramTable, grams, id].map((a) => `'${a}'`).join(', '));
    const trigger = (event: string) => sql.id(`${table}_gram_${event}`);
    await sql`
      CREATE TABLE ${sql.id(gramTable)} (gram text NOT NULL, school_id bigint NOT NULL, id bigint NOT NULL, PRIMARY KEY (gram, school_id, id));
      CREATE INDEX ${sql.id(`${gramTable}_id_idx`)} ON ${sql.id(gramTable)} (gram, id);
      INSERT INTO ${sql.id(gramTable)} (gram, school_id, id) SELECT g, t.school_id, ${sql.ref(`t.${id}`)} FROM ${sql.id(table)} t, unnest(${sql.ref(`t.${grams}`)}) g;
      CREATE TRIGGER ${trigger('insert')} AFTER INSERT ON ${sql.id(table)}
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_gram_rows(${args});
      CREATE TRIGGER ${trigger('update')} AFTER UPDATE ON ${sql.id(table)}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_gram_rows(${args});
      CREATE TRIGGER ${trigger('delete')} AFTER DELETE ON ${sql.id(table)}
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_gram_rows(${args});
      CREATE TRIGGER ${trigger('truncate')} AFTER TRUNCATE ON ${sql.id(table)} FOR EACH STATEMENT EXECUTE FUNCTION keep_gram_rows(${args});
      ANALYZE ${sql.id(gramTable)};
    `.execute(db);
  }
}
