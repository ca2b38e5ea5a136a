import { ValidationError } from 'payload'
import { getPayloadClient } from '@cms/get-payload'
import { problem } from './problem'
import { type Metadata, metadataEntry, metadataKey, metadataKeys, type MetadataKey, upsellIndexFrom } from './metadata-keys'
import type { SessionStudent } from './session.server'

/**
 * The student's own key-value store (`students.metadata`): what the app, the add-on flow, the daily
 * task and the product tour remember per account. Only the keys of metadata-keys.ts are kept.
 */
const self = (student: SessionStudent) => ({ overrideAccess: false as const, user: student, depth: 0 })

async function readMetadata(student: SessionStudent): Promise<Metadata> {
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection: 'students', id: student.id, select: { metadata: true }, ...self(student) })
  return knownMetadata(doc.metadata)
}

function knownMetadata(value: unknown): Metadata {
  const stored = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  return Object.fromEntries(metadataKeys.flatMap((key) => (typeof stored[key] === 'string' ? [[key, stored[key]]] : []))) as Metadata
}

/** For reading: the session's own copy of the account, read for this request, is current enough. Changes re-read it. */
export async function getMetadata(student: SessionStudent): Promise<Metadata> {
  return 'metadata' in student ? knownMetadata(student.metadata) : readMetadata(student)
}

export async function setMetadata(student: SessionStudent, body: unknown): Promise<Metadata> {
  const { key, value } = metadataEntry.parse(body)
  const stored = await readMetadata(student)
  if (key === 'upsells' && upsellIndexFrom(value) < upsellIndexFrom(stored.upsells)) throw offersPassed()
  const metadata = { ...stored, [key]: value }
  await writeMetadata(student, metadata)
  return metadata
}

/**
 * The add-on flow's position only moves forward: a sale price is offered once, right after its
 * regular offer is skipped, and going back would offer it again (app/payments/rules/upsell-position.ts).
 */
const offersPassed = () => problem(409, 'Offer passed', 'These add-on offers were shown already; the flow only moves forward.')

export async function deleteMetadata(student: SessionStudent, key: unknown): Promise<Metadata> {
  const name: MetadataKey = metadataKey.parse(key)
  const { [name]: removed, ...rest } = await readMetadata(student)
  if (name === 'upsells' && upsellIndexFrom(removed) > 0) throw offersPassed()
  await writeMetadata(student, rest)
  return rest
}

async function writeMetadata(student: SessionStudent, metadata: Metadata) {
  const payload = await getPayloadClient()
  try {
    await payload.update({ collection: 'students', id: student.id, data: { metadata }, ...self(student) })
  } catch (error) {
    // The collection caps the stored size (cms/collections/Students/metadata.ts): a 400, not a 500.
    if (!(error instanceof ValidationError)) throw error
    const message = error.data.errors.map((item) => item.message).join(' ')
    throw problem(400, 'Invalid request', message, { value: [message] })
  }
}
