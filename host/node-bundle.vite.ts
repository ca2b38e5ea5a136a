import path from 'node:path'
import { defineConfig, type UserConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

/** Our own modules, by path or by a tsconfig alias (tsconfig.json paths); everything else is a package. */
const aliases = /^(~\/|@payload-config$|@(engine|schemas|cms)(\/|$))/
const ours = (id: string) => id.startsWith('.') || path.isAbsolute(id) || id.startsWith('\0') || aliases.test(id)

/**
 * A Node program compiled ahead of time into one `.mjs` of `outDir` (the host, the simulators):
 * our TypeScript bundled, packages left in node_modules and imported at run time.
 */
export function nodeBundle({ entry, outDir, fileName }: { entry: string; outDir: string; fileName: string }): UserConfig {
  return defineConfig({
    logLevel: 'warn',
    publicDir: false,
    plugins: [tsconfigPaths()],
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rollupOptions: {
        external: (id) => !ours(id),
        output: { entryFileNames: fileName, chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  })
}
