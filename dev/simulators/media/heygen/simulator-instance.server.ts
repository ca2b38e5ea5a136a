import { getEnv, requireSimulatorKeys } from '../../../../config/env'
import { createHeygenSimulator, type HeygenSimulator } from './simulator.server'

let instance: HeygenSimulator | undefined

/** The one video simulator of this process (its assets and videos live in memory). */
export function heygenSimulator(): HeygenSimulator {
  const env = getEnv()
  instance ??= createHeygenSimulator({
    apiKey: requireSimulatorKeys(env).heygen,
    publicBase: `${env.publicUrl}/dev/ai/heygen`,
    renderMs: env.media.simulatorRenderMs,
  })
  return instance
}
