/** True for a time zone Intl knows (IANA names such as Europe/Berlin, or UTC). */
export function isTimeZone(value: string): boolean {
  if (!value) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}
