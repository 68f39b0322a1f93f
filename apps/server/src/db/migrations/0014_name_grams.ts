import { type Kysely, sql } from 'kysely';

/**
 * Name search that an index answers at any length, Chinese names included. A trigram index
 * (0010's student_name_trgm_idx) cannot serve a search shorter than three characters, and most
 * names searched are two Chinese characters (a given name): over the network that was a scan
 * of every child (12 ms a call). name_grams(text) holds a text's characters and character
 * pairs, lower-cased; a GIN index over it answers `name_grams(name) @> search_grams(search)`,
 * which every match satisfies, and ILIKE then keeps the exact matches (resource/sql.ts).
 * search_grams is a search's pairs only (its one character when it has one): the characters are
 * implied by the pairs, and the planner, multiplying the frequencies of what is asked as if
 * independent, would otherwise expect a hundredth of the rows and pick this index over a
 * school's (ANALYZE below gives it the frequencies right away).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION name_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
        SELECT substr(lower(t), i, 1) AS g FROM generate_series(1, length(t)) i
        UNION ALL
        SELECT substr(lower(t), i, 2) FROM generate_series(1, length(t) - 1) i) x
    $$;
    CREATE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT CASE WHEN length(t) < 2 THEN ARRAY[lower(t)]
        ELSE (SELECT array_agg(DISTINCT substr(lower(t), i, 2)) FROM generate_series(1, length(t) - 1) i) END
    $$;
    DROP INDEX IF EXISTS student_name_trgm_idx;
    CREATE INDEX student_name_grams_idx ON student USING gin (name_grams(student_name));
    CREATE INDEX parent_name_grams_idx ON parent USING gin (name_grams(name));
    CREATE INDEX teacher_name_grams_idx ON teacher USING gin (name_grams(name));
    ANALYZE student, parent, teacher;
  `.execute(db);
}
