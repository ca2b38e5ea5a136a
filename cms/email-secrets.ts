/**
 * Secrets in email (one-time codes, password-reset links, sign-in links) reach only the recipient.
 * The code that writes a mail wraps each secret with `secret()`; whatever keeps a copy (the Email
 * outbox) keeps it with the secret blanked (`redactSecrets`), and what delivers it (SMTP, or the
 * sealed copy an admin opens while email is simulated) sends it with the marks removed
 * (`revealSecrets`). The marks are two private-use characters no template writes otherwise.
 */
const open = '\uE000'
const close = '\uE001'
const marked = new RegExp(`${open}([^${close}]*)${close}`, 'g')

/** What a kept copy shows in place of a secret. */
export const redacted = '[hidden: sent only to the recipient]'

export const secret = (value: string): string => `${open}${value}${close}`

export const hasSecrets = (text: string | null | undefined): boolean => Boolean(text && text.includes(open))

export const revealSecrets = <T extends string | null | undefined>(text: T): T =>
  (typeof text === 'string' ? text.replace(marked, '$1') : text) as T

export const redactSecrets = <T extends string | null | undefined>(text: T): T =>
  (typeof text === 'string' ? text.replace(marked, redacted) : text) as T
