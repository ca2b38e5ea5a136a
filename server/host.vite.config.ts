import path from 'node:path'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

/**
 * The production host (`server/start.ts` and the TypeScript it imports: config, cms, app/http)
 * compiled ahead of time into `build/host/start.mjs`, which `npm start` runs with plain Node.
 * Running it through tsx kept two more V8 isolates alive in the site process (tsx's loader worker
 * and esbuild's), about 250 MB of the site's memory, and transpiled on every start
 * ([decision 008](../docs/decisions/008-where-page-time-goes.md)). Packages stay in node_modules.
 */
const bare = (id: string) =>
  !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0') && !id.startsWith('~/') && id !== '@payload-config'

export default defineConfig({
  logLevel: 'warn',
  publicDir: false,
  plugins: [tsconfigPaths()],
  build: {
    ssr: 'server/start.ts',
    outDir: 'build/host',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: { external: bare, output: { entryFileNames: 'start.mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
})
