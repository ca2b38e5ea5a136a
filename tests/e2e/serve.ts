/** Starts the product for the e2e suite on a fresh database, exactly as `npm start` does. */
import { rmSync } from 'node:fs'

const dataDir = process.env.DATA_DIR
if (!dataDir?.includes('.artifacts')) throw new Error('serve.ts only wipes the e2e data directory')
rmSync(dataDir, { recursive: true, force: true })
await import('../../server/start')
