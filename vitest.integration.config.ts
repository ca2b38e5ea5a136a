import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

// A real Payload on a throwaway database: each file runs in its own process against a database
// of its own (setup.ts). On SQLite every file has its own file, copied from a template migrated
// once (sqlite-template.ts), so files run side by side; on PostgreSQL and MongoDB, one file at a
// time so a shared database is never contended.
const sqlite = !process.env.TEST_DATABASE_URI
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/sqlite-template.ts'],
    setupFiles: ['tests/integration/setup.ts'],
    pool: 'forks',
    fileParallelism: sqlite,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
