import { getEnv } from '../../../config/env'
import { getPayloadClient } from '@cms/get-payload'
import { openSealedMail } from '@cms/sealed-mail'

/** The newest mail to `to` as the recipient got it: the sealed copy opened (the kept text has secrets blanked). */
export async function deliveredMailTo(to: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'email-outbox',
    where: { to: { equals: to } },
    sort: '-createdAt',
    limit: 1,
    showHiddenFields: true,
  })
  const row = docs[0]
  if (!row) return undefined
  return {
    row,
    mail: (row.sealed && openSealedMail(row.sealed, getEnv().payloadSecret)) || { subject: row.subject, text: row.text, html: row.html },
  }
}

/** The 6-digit code last mailed to `to`, or undefined. */
export async function mailedCode(to: string): Promise<string | undefined> {
  return /\b(\d{6})\b/.exec((await deliveredMailTo(to))?.mail.text ?? '')?.[1]
}
