/**
 * Global setup of the integration suite: applies the migrations once, into a template database,
 * which setup.ts copies for each test file (a copy instead of a few seconds of migrations per
 * file, and files side by side since none shares a database):
 * - SQLite (no TEST_DATABASE_URI): a template file, copied as a file;
 * - PostgreSQL: a template database beside the one TEST_DATABASE_URI names, copied with
 *   `CREATE DATABASE … TEMPLATE` (support/postgres-databases.ts).
 * MongoDB runs create their collections on connect and need no template.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { databaseKind } from '../../config/database-uri'
import { createDatabase, databaseUri, disconnectAll, dropDatabase, ignoreEndedConnections, siblingName } from './support/postgres-databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated SQLite template's file, or the PostgreSQL template database's name; '' on MongoDB. */
    databaseTemplate: string
    /** A thread, where no file may change the environment; else the fork, which loads the app anew per file (vitest.integration.config.ts). */
    sharedWorker: boolean
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URI
  const dir = mkdtempSync(path.join(tmpdir(), 'payload-it-template-'))
  if (given && databaseKind(given) === 'postgres') {
    const name = siblingName(given, 'template')
    await createDatabase(given, name)
    await migrate(dir, databaseUri(given, name))
    await disconnectAll(given, name)
    project.provide('databaseTemplate', name)
    return async () => {
      await dropDatabase(given, name)
      rmSync(dir, { recursive: true, force: true })
    }
  }
  if (given) {
    rmSync(dir, { recursive: true, force: true })
    project.provide('databaseTemplate', '')
    return
  }
  const file = path.join(dir, 'template.db')
  await migrate(dir, `file:${file}`)
  project.provide('databaseTemplate', file)
  return () => rmSync(dir, { recursive: true, force: true })
}

async function migrate(dir: string, uri: string): Promise<void> {
  const kept = { ...process.env }
  Object.assign(process.env, {
    APP_ENV: 'test',
    DATA_DIR: dir,
    DATABASE_URI: uri,
    PAYLOAD_SECRET: 'integration-test-secret-that-is-long-enough',
    LOG_LEVEL: 'error',
    PAYLOAD_DROP_DATABASE: 'false',
  })
  try {
    const { getPayloadClient } = await import('@cms/get-payload')
    const { migrateDatabase } = await import('@cms/migrate')
    const payload = await getPayloadClient()
    await migrateDatabase(payload, uri)
    await payload.destroy()
    ignoreEndedConnections(payload.db)
  } finally {
    process.env = kept
  }
}
