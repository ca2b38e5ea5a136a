/**
 * What the Node host takes of cms/, through the server build (app/host-port.server.ts, decision
 * 036): the Payload client, the migrations, the seed, the news of the admin's content edits and the
 * metrics registry. Taken from the build, each is the one the routes use: one copy per process.
 */
import type { Payload } from 'payload'
import { getPayloadClient } from './get-payload'
import { notifyContentChanged } from './hooks/content-changed'
import { metrics } from './metrics'
import type { SeedOptions, SeedResult } from './seed'

export const cmsHostPort = {
  getPayloadClient,
  notifyContentChanged,
  metrics,
  // Loaded when called (once, at start-up): the migrations and the seed data stay out of the chunk that serves pages.
  migrateDatabase: async (payload: Payload, databaseUri: string): Promise<void> =>
    (await import('./migrate')).migrateDatabase(payload, databaseUri),
  seedDatabase: async (payload: Payload, options: SeedOptions): Promise<SeedResult> =>
    (await import('./seed')).seedDatabase(payload, options),
}
