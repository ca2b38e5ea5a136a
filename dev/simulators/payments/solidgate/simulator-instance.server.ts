import { getEnv, requireSimulatorKeys } from '../../../../config/env'
import { createSolidgateSimulator, type SolidgateSimulator } from './simulator.server'

let instance: SolidgateSimulator | undefined

/** The one simulator of this process (its orders live in memory, see simulator.server.ts). */
export function solidgateSimulator(): SolidgateSimulator {
  const publicUrl = getEnv().publicUrl
  instance ??= createSolidgateSimulator({
    ...requireSimulatorKeys(getEnv()).solidgate,
    // Solidgate takes the webhook URL from its dashboard; the simulator's "dashboard" is the site.
    webhookUrl: `${publicUrl}/api/payments/solidgate/webhook`,
    merchantOrigins: [new URL(publicUrl).origin],
  })
  return instance
}
