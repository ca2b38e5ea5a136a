import { getEnv, requireSimulatorKeys } from '../../../../config/env'
import { databaseTable } from '../../shared/database-records.server'
import { createSolidgateSimulator, type SavedCard, type SolidgateSimulator } from './simulator.server'
import type { SimOrder } from './simulator-report'

let instance: SolidgateSimulator | undefined

const maxOrders = 5000

/** This process's simulator; its orders and saved cards are in the database, shared by every process of the site. */
export function solidgateSimulator(): SolidgateSimulator {
  const publicUrl = getEnv().publicUrl
  instance ??= createSolidgateSimulator({
    ...requireSimulatorKeys(getEnv()).solidgate,
    // Solidgate takes the webhook URL from its dashboard; the simulator's "dashboard" is the site.
    webhookUrl: `${publicUrl}/api/payments/solidgate/webhook`,
    merchantOrigins: [new URL(publicUrl).origin],
    maxOrders,
    tables: {
      orders: databaseTable<SimOrder>('solidgate-order', maxOrders),
      guids: databaseTable<string>('solidgate-page', maxOrders),
      tokens: databaseTable<SavedCard>('solidgate-card', maxOrders),
    },
  })
  return instance
}
