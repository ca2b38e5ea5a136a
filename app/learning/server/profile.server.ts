import { ValidationError } from 'payload'
import { getPayloadClient } from '../../../cms/get-payload'
import { apiBodies } from '~/learning/api/api-schemas'
import { type Metadata, metadataEntry, metadataKey, metadataKeys, type MetadataKey } from '~/learning/rules/metadata-keys'
import { problem } from '../../http/problem'
import type { SessionStudent } from '../../auth/server/session.server'
import { studentView } from '../api/student-view'
import { issuePendingCertificates } from '../../certificates/server/issue-certificate.server'
import { upsellIndexFrom } from '../../payments/rules/upsell-position'

const self = (student: SessionStudent) => ({ overrideAccess: false as const, user: student, depth: 0 })

/** The settings form sends both names; the API (and its OpenAPI document) either. One schema for both. */
export const profileUpdate = apiBodies.profileUpdate.required()

/** The session's own document: read for this request by the session itself, so not read again. */
export function getProfile(student: SessionStudent) {
  return studentView(student)
}

export async function updateProfile(student: SessionStudent, body: unknown) {
  const data = apiBodies.profileUpdate.parse(body)
  const payload = await getPayloadClient()
  const updated = studentView(await payload.update({ collection: 'students', id: student.id, data, ...self(student) }))
  // Certificates of courses completed before the student had a first name are issued now.
  if (updated.firstname?.trim()) await issuePendingCertificates(student)
  return updated
}

/** Deletes the account and, through the collection hook, every enrolment and streak day. */
export async function deleteProfile(student: SessionStudent): Promise<void> {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'students', id: student.id, ...self(student) })
}

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
