/**
 * Starts the product for the e2e suite on a fresh database, exactly as `npm start` does, and prints
 * `e2e server ready` (what playwright.config.ts waits for) once it answers /healthz. The first start
 * of a build seeds and keeps a copy of the seeded data before any test runs; later starts (the timing
 * run, a rerun of one file) begin from that copy (tests/support/seeded-data.ts).
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildAll, buildIsCurrent } from '../../host/build'
import { keepSeededData, restoreSeededData, type SeededData } from '../support/seeded-data'
import { waitForHealth } from '../support/wait-for-health'

const dataDir = process.env.DATA_DIR
if (!dataDir?.includes('.artifacts')) throw new Error('serve.ts only wipes the e2e data directory')
const seeded: SeededData = { database: path.basename(new URL(process.env.DATABASE_URI!).pathname) }

rmSync(dataDir, { recursive: true, force: true })
if (!buildIsCurrent()) await buildAll()
const restored = restoreSeededData(dataDir, seeded)
// The compiled host npm start runs (build/host/start.mjs), not host/start.ts through tsx.
await import(pathToFileURL(path.resolve('build/host/start.mjs')).href)
await waitForHealth(process.env.PUBLIC_URL!)
if (!restored) await keepSeededData(dataDir, seeded)
console.log('e2e server ready')
