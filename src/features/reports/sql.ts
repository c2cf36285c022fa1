import type { Database, SQLQueryBindings } from "bun:sqlite";

/**
 * A statement prepared once whose rows come back as arrays (no per-row object), typed as the
 * tuple the SELECT lists: reports read tens of thousands of rows.
 */
export function tuples<Row extends unknown[], Params extends SQLQueryBindings[] = string[]>(sqlite: Database, sql: string): (...params: Params) => Row[] {
  const statement = sqlite.query(sql);
  return (...params) => statement.values(...params) as unknown as Row[];
}
