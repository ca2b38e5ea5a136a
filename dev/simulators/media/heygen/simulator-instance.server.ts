import { getEnv, requireSimulatorKeys } from '../../../../config/env'
import type { FileStore } from '../../../../app/core/file-store.server'
import { product } from '../../product'
import { databaseTable } from '../../shared/database-records.server'
import { createHeygenSimulator, type HeygenSimulator, type SimAsset, type SimVideo } from './simulator.server'

let instance: HeygenSimulator | undefined

/** The site's file store, from the server build (dev/simulators/product.ts). */
const siteFiles: FileStore = {
  put: async (key, bytes, contentType) => (await product()).fileStore().put(key, bytes, contentType),
  get: async (key) => (await product()).fileStore().get(key),
}

const maxEntries = 200

/**
 * This process's video simulator: its assets and videos are records in the database and their bytes
 * in the site's file store, so a render made by one process is answered for by any.
 */
export function heygenSimulator(): HeygenSimulator {
  const env = getEnv()
  instance ??= createHeygenSimulator({
    apiKey: requireSimulatorKeys(env).heygen,
    publicBase: `${env.publicUrl}/dev/ai/heygen`,
    renderMs: env.media.simulatorRenderMs,
    maxEntries,
    tables: { assets: databaseTable<SimAsset>('heygen-asset', maxEntries), videos: databaseTable<SimVideo>('heygen-video', maxEntries) },
    files: siteFiles,
  })
  return instance
}
