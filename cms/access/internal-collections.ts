import type { Access, Endpoint, PayloadHandler, SanitizedConfig } from 'payload'
import { isStaff } from './is-staff'

/**
 * Payload adds collections of its own for the admin (edit locks, the admin's saved preferences) and
 * lets any signed-in account use them — students included, who could read staff e-mails and
 * session ids off the locks, forge a lock in an admin's name or clear every lock. Only the admin
 * uses them, so they become staff-only. (`payload-migrations` has no REST endpoints at all.)
 *
 * Payload builds them while sanitizing the config, after plugins have run, so the sanitized config
 * is adjusted here; payload.config.ts applies this to what `buildConfig` returns.
 */
export const staffOnlyInternalCollections = ['payload-locked-documents', 'payload-preferences'] as const

const refused = () => Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })

/** Staff only, and within staff Payload's own rule still applies (each user sees their own preferences). */
function staffAnd(own: Access | undefined): Access {
  return async (args) => ((await isStaff(args)) ? (own ? own(args) : true) : false)
}

/** Preferences have endpoints of their own (`/:key`) that check only for a signed-in account. */
function staffOnlyEndpoint(endpoint: Endpoint): Endpoint {
  const handler: PayloadHandler = async (req) => ((await isStaff({ req })) ? endpoint.handler(req) : refused())
  return { ...endpoint, handler }
}

export function restrictInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const slug of staffOnlyInternalCollections) {
    const collection = config.collections.find((candidate) => candidate.slug === slug)
    if (!collection) throw new Error(`Payload no longer adds the ${slug} collection; review cms/access/internal-collections.ts`)
    const { access } = collection
    collection.access = {
      ...access,
      read: staffAnd(access.read),
      create: staffAnd(access.create),
      update: staffAnd(access.update),
      delete: staffAnd(access.delete),
    }
    if (Array.isArray(collection.endpoints)) collection.endpoints = collection.endpoints.map(staffOnlyEndpoint)
  }
  return config
}
