/**
 * The inbox an email address reaches, for counting what is mailed to it: case and spaces do not
 * matter, nor a `+tag` (most providers deliver name+1@… to name@…), nor dots at Gmail, so
 * variations of one address share its count.
 */
export function inboxOf(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 1) return address
  let local = address.slice(0, at)
  let domain = address.slice(at + 1)
  local = local.split('+')[0] || local
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replaceAll('.', '') || local
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}
