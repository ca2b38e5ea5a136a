/** Starts the product for the e2e suite on a fresh database, exactly as `npm start` does. */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildAll, buildIsCurrent } from '../../server/build'

const dataDir = process.env.DATA_DIR
if (!dataDir?.includes('.artifacts')) throw new Error('serve.ts only wipes the e2e data directory')
rmSync(dataDir, { recursive: true, force: true })
if (!buildIsCurrent()) await buildAll()
// The compiled host npm start runs (build/host/start.mjs), not server/start.ts through tsx.
await import(pathToFileURL(path.resolve('build/host/start.mjs')).href)
