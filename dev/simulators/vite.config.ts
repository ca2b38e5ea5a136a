import path from 'node:path'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

/**
 * The development simulators compiled apart (build/simulators/index.mjs), so neither the Remix
 * build nor the host contains them; the host loads this file only when a service is simulated
 * (server/simulators.ts). Packages stay in node_modules, as for the host.
 */
const bare = (id: string) =>
  !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0') && !id.startsWith('~/') && id !== '@payload-config'

export default defineConfig({
  logLevel: 'warn',
  publicDir: false,
  plugins: [tsconfigPaths()],
  build: {
    ssr: 'dev/simulators/index.ts',
    outDir: 'build/simulators',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: { external: bare, output: { entryFileNames: 'index.mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
})
