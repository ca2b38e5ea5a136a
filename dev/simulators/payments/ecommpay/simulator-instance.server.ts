import { getEnv, requireSimulatorKeys } from '../../../../config/env'
import { createEcommpaySimulator, type EcommpaySimulator } from './simulator.server'

let instance: EcommpaySimulator | undefined

/** The one simulator of this process (its payments live in memory, see simulator.server.ts). */
export function ecommpaySimulator(): EcommpaySimulator {
  instance ??= createEcommpaySimulator({
    ...requireSimulatorKeys(getEnv()).ecommpay,
    merchantOrigins: [new URL(getEnv().publicUrl).origin],
  })
  return instance
}
