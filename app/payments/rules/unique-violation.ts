/**
 * Did a write fail because a unique index already holds the value? Payload reports it as a
 * ValidationError ("Value must be unique") on SQLite, PostgreSQL and MongoDB alike; the raw driver
 * errors are matched too, for writes that reach the database before Payload's own check.
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { name, message, code, data } = current as {
      name?: string
      message?: string
      code?: string
      data?: { errors?: { message?: string }[] }
    }
    if (name === 'ValidationError' && (data?.errors ?? []).some((item) => /unique/i.test(item.message ?? ''))) return true
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT' || code === '11000') return true
    if (/unique constraint|must be unique|duplicate key/i.test(message ?? '')) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
