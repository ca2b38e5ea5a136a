import { readdirSync, readFileSync } from 'node:fs'
import tsconfigPaths from 'vite-tsconfig-paths'
import { configDefaults, defineConfig } from 'vitest/config'

// Unit tests sit next to the code they test. Integration tests have their own config
// (vitest.integration.config.ts): they need a database of their own per file.
const folders = ['app', 'cms', 'config', 'dev', 'engine', 'schemas', 'scripts', 'host', 'tests/unit']
const include = [`{${folders.join(',')}}/**/*.test.{ts,tsx}`]

/**
 * Most test files share one worker and its module graph: a fresh process per file spent 80 % of the
 * stage importing the same modules again. A file that replaces modules (vi.mock, vi.doMock,
 * vi.resetModules) would leak its stand-ins into the files after it, so it gets a module graph of its
 * own (a call, not the words in a string), as does a file in `ownModules` for another reason: a VM
 * context per file (vmThreads), which costs less than a process per file (forks).
 */
const ownModules = [
  // Spies on libsql's Database.prototype for the whole file.
  'tests/unit/libsql-statement-cache-patch.test.ts',
  // Polls real renders (sharp's native thread pool) for up to 15 s; in the shared worker it ran out of time.
  'dev/simulators/media/heygen/simulator.server.test.ts',
]
const replacesModules = /^\s*vi\.(mock|doMock|resetModules)\(/m

function isolatedFiles(): string[] {
  const files = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `${folder}/${file}`),
  )
  return [...new Set([...ownModules, ...files.filter((file) => replacesModules.test(readFileSync(file, 'utf8')))])]
}
const isolated = isolatedFiles()

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: 'node',
    // Isolation is decided per pool, not per project: the shared files run in threads, the rest in forks.
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include, exclude: [...configDefaults.exclude, ...isolated], pool: 'threads' },
      },
      // After the shared files, not beside them: the stage takes one core, the other stage beside it the other.
      // A VM context per file instead of a process: the same fresh module graph, 40 → 25 s of CPU for these 15.
      { extends: true, test: { name: 'unit (own modules)', include: isolated, pool: 'vmThreads', sequence: { groupOrder: 1 } } },
    ],
  },
})
