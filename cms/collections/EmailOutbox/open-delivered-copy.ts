import type { CollectionBeforeReadHook } from 'payload'
import { getEnv } from '../../../config/env'
import { hasRole } from '../../access/roles'
import { openSealedMail } from '../../sealed-mail'

/**
 * While email is simulated the outbox is the delivery: an admin reading a row gets the sealed mail
 * opened in `delivered` (plain text, or the HTML when the mail has no text). Runs before the field
 * hooks drop the hidden `sealed`; with SMTP nothing is opened, not even for an admin.
 */
export const openDeliveredCopy: CollectionBeforeReadHook = ({ doc, req }) => {
  if (typeof doc?.sealed !== 'string' || req.payload.email?.name !== 'email-outbox' || !hasRole(req.user, 'admin')) return doc
  const mail = openSealedMail(doc.sealed, getEnv().payloadSecret)
  if (mail) doc.delivered = mail.text ?? mail.html ?? ''
  return doc
}
