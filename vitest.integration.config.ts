import { readdirSync, readFileSync } from 'node:fs'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * A real Payload on a throwaway database, migrated once into a template (template-database.ts) on
 * SQLite and PostgreSQL. Two worker threads each import Payload and the app once and run file after
 * file: per file a fresh copy of the template, a new Payload on it and the app's in-memory state
 * forgotten (setup.ts).
 *
 * A file that replaces modules (vi.mock, vi.doMock, vi.resetModules) or changes the environment
 * (read once per process by config/env.ts, and built into Payload's config) would leak into the
 * files after it, so these files run in one forked process beside the threads, one after another,
 * each with the worker's environment back and every module of the app loaded anew (setup.ts): a
 * new process per file loaded node_modules, Payload's among them, again for each. On MongoDB (no
 * template) one file runs at a time.
 */
const folder = 'tests/integration'
const changesProcess = /\bvi\.(mock|doMock|resetModules)\(|process\.env\.\w+\s*=[^=]|Object\.assign\(process\.env|startPaymentSite\(/

const files = readdirSync(folder)
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `${folder}/${file}`)
const ownProcess = files.filter((file) => changesProcess.test(readFileSync(file, 'utf8')))

const mongodb = /^mongodb/i.test(process.env.TEST_DATABASE_URI ?? '')

function project(name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration {
  return {
    plugins: [tsconfigPaths()],
    test: {
      name,
      setupFiles: [`${folder}/setup.ts`],
      // Read in the worker: whether vitest forgets the modules between files (setup.ts does in the fork).
      poolOptions: { threads: { isolate: false }, forks: { isolate: false } },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // expect.poll's 1 s default is short beside CI's other stages: a write seen "within about a
      // second" (the content stamp, an aborted stream) can take longer on a loaded machine.
      expect: { poll: { timeout: 10_000 } },
      ...test,
    },
  }
}

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Only here: a project would run it again. Projects see what it provides.
    globalSetup: [`${folder}/template-database.ts`],
    // Read by each pool: whether a worker outlives its file. The few files that change the process
    // share one forked process beside the two threads.
    poolOptions: { threads: { isolate: false }, forks: { isolate: false, maxForks: 1 } },
    fileParallelism: !mongodb,
    maxWorkers: 2,
    projects: [
      project('integration', {
        include: [`${folder}/**/*.test.ts`],
        exclude: ownProcess,
        pool: 'threads',
        provide: { sharedWorker: true },
      }),
      project('integration (changes the process)', {
        include: ownProcess,
        pool: 'forks',
        provide: { sharedWorker: false },
        sequence: { groupOrder: mongodb ? 1 : 0 },
      }),
    ],
  },
})
