import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

// A real Payload on a throwaway database: each file runs in its own process against a database
// of its own (setup.ts), copied from a template migrated once (template-database.ts) on SQLite and
// PostgreSQL, so files run side by side; MongoDB runs stay one file at a time.
const mongodb = /^mongodb/i.test(process.env.TEST_DATABASE_URI ?? '')
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/template-database.ts'],
    setupFiles: ['tests/integration/setup.ts'],
    pool: 'forks',
    fileParallelism: !mongodb,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
