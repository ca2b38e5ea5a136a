import { nodeBundle } from './node-bundle.vite'

/**
 * The production host (`host/start.ts` and the TypeScript it imports: config, cms/log-lines; the product comes from the server build)
 * compiled ahead of time into `build/host/start.mjs`, which `npm start` runs with plain Node.
 * Running it through tsx kept two more V8 isolates alive in the site process (tsx's loader worker
 * and esbuild's), about 250 MB of the site's memory, and transpiled on every start
 * ([decision 008](../docs/decisions/008-where-page-time-goes.md)). Packages stay in node_modules.
 */
export default nodeBundle({ entry: 'host/start.ts', outDir: 'build/host', fileName: 'start.mjs' })
