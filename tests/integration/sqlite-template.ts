/**
 * Global setup of the integration suite on SQLite: applies the migrations once, into a template
 * database, which setup.ts copies for each test file (a file copy instead of a few seconds of
 * migrations per file). PostgreSQL and MongoDB runs migrate per file as before.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated SQLite template database's file, or '' when the suite runs on another database. */
    sqliteTemplate: string
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URI) {
    project.provide('sqliteTemplate', '')
    return
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'payload-it-template-'))
  const file = path.join(dir, 'template.db')
  const databaseUri = `file:${file}`
  const kept = { ...process.env }
  Object.assign(process.env, {
    APP_ENV: 'test',
    DATA_DIR: dir,
    DATABASE_URI: databaseUri,
    PAYLOAD_SECRET: 'integration-test-secret-that-is-long-enough',
    LOG_LEVEL: 'error',
    PAYLOAD_DROP_DATABASE: 'false',
  })
  try {
    const { getPayloadClient } = await import('../../cms/get-payload')
    const { migrateDatabase } = await import('../../cms/migrate')
    const payload = await getPayloadClient()
    await migrateDatabase(payload, databaseUri)
    await payload.destroy()
  } finally {
    process.env = kept
  }
  project.provide('sqliteTemplate', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
