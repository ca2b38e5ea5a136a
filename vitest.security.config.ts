import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

// The security suite attacks the real host over HTTP: global-setup.ts starts `server/start.ts`
// (Express + Remix + the proxied admin) on a temporary SQLite database, and every test file talks
// to it with fetch. Files share that one server; each test acts from its own client address.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/security/**/*.test.ts'],
    globalSetup: ['tests/security/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
