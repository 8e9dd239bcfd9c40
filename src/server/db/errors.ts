/**
 * Whether a database error, or any error it wraps (drizzle wraps the driver's), is a unique
 * violation (SQLSTATE 23505). PGlite and node-postgres both put the SQLSTATE on `code`.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
