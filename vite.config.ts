import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import remixOptions from './remix.config.js'
import { isKnownHarmlessWarning } from './host/build-warnings'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

/** Payload and its database drivers stay in node_modules: they are Node-only and never bundled. */
export const serverOnlyPackages = [
  'payload',
  '@payloadcms/db-sqlite',
  '@payloadcms/db-postgres',
  '@payloadcms/db-mongodb',
  '@payloadcms/drizzle',
  '@payloadcms/next',
  '@payloadcms/richtext-lexical',
  '@payloadcms/ui',
  '@payloadcms/translations',
  'sharp',
  'graphql',
  'libsql',
  '@libsql/client',
  'pg',
  'mongoose',
]

const featureEntry = /\/app\/[\w-]+\/index\.ts$/

export default defineConfig({
  plugins: [remix(remixOptions), tsconfigPaths()],
  ssr: { external: serverOnlyPackages },
  optimizeDeps: { exclude: serverOnlyPackages },
  // The manifest stays in build/client/.vite: the budget check (npm run check:budget) reads it.
  build: {
    target: 'es2022',
    manifest: true,
    // The budget check measures what matters (npm run check:budget); gzipping every chunk for the log cost ~3 s of CPU.
    reportCompressedSize: false,
    // Known-harmless warnings (resource routes' empty chunks and two libraries') are not printed.
    rollupOptions: {
      onwarn: (warning, warn) => (isKnownHarmlessWarning(warning) ? undefined : warn(warning)),
      // A feature's public entry (app/<feature>/index.ts) only re-exports: a page that takes one name
      // from it must not get the feature's other modules (zod schemas, say) in its bundle.
      treeshake: { moduleSideEffects: (id) => !featureEntry.test(id) },
    },
  },
})
