import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

// Unit tests sit next to the code they test. Integration tests have their own config
// (vitest.integration.config.ts): they need a database and run one file at a time.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['{app,cms,config,dev,engine,schemas,scripts,server,tests/unit}/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
