import pg from 'pg';

/** Runs `fn` on a short-lived connection to the test cluster's admin database (CREATE / DROP DATABASE). */
export async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
