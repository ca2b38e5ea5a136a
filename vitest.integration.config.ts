import { readdirSync, readFileSync } from 'node:fs'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * A real Payload on a throwaway database, migrated once into a template (template-database.ts) on
 * SQLite and PostgreSQL. Two worker processes each import Payload and the app once and run file
 * after file: per file a fresh copy of the template, a new Payload on it and the app's in-memory
 * state reset (setup.ts). MongoDB runs stay one file at a time, in one worker.
 *
 * A file that replaces modules (vi.mock, vi.doMock, vi.resetModules) or changes the environment
 * (read once per process by config/env.ts, and built into Payload's config) would leak into the
 * files after it, so it runs in a process of its own: a project of its own, since a worker is only
 * replaced between projects.
 */
const folder = 'tests/integration'
const changesProcess = /\bvi\.(mock|doMock|resetModules)\(|process\.env\.\w+\s*=[^=]|Object\.assign\(process\.env|startPaymentSite\(/

const files = readdirSync(folder)
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `${folder}/${file}`)
const ownProcess = files.filter((file) => changesProcess.test(readFileSync(file, 'utf8')))

const mongodb = /^mongodb/i.test(process.env.TEST_DATABASE_URI ?? '')

function project(name: string, include: string[], exclude: string[] = []): TestProjectInlineConfiguration {
  return {
    plugins: [tsconfigPaths()],
    test: {
      name,
      include,
      exclude,
      setupFiles: [`${folder}/setup.ts`],
      pool: 'forks',
      // Read in the worker: whether it forgets its modules between files.
      poolOptions: { forks: { isolate: false } },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }
}

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Only here: a project would run it again. Projects see what it provides.
    globalSetup: [`${folder}/template-database.ts`],
    // Read by the pool: keep a worker from file to file within a project.
    poolOptions: { forks: { isolate: false } },
    fileParallelism: !mongodb,
    maxWorkers: 2,
    projects: [
      project('integration', [`${folder}/**/*.test.ts`], ownProcess),
      ...ownProcess.map((file) => project(`integration: ${file.slice(folder.length + 1)}`, [file])),
    ],
  },
})
