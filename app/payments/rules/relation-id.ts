/** The id of a Payload relationship value, whether it was loaded (`{ id }`) or not (a number). */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value) {
    const id = Number((value as { id: unknown }).id)
    return Number.isSafeInteger(id) ? id : null
  }
  return null
}
