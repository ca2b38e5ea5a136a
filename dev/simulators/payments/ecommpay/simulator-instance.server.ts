import { getEnv, requireSimulatorKeys } from '../../../../config/env'
import { databaseTable } from '../../shared/database-records.server'
import { createEcommpaySimulator, type EcommpaySimulator, type SavedRecurring, type SimPayment } from './simulator.server'

let instance: EcommpaySimulator | undefined

const maxPayments = 5000

/** This process's simulator; its payments and saved cards are in the database, shared by every process of the site. */
export function ecommpaySimulator(): EcommpaySimulator {
  instance ??= createEcommpaySimulator({
    ...requireSimulatorKeys(getEnv()).ecommpay,
    merchantOrigins: [new URL(getEnv().publicUrl).origin],
    maxPayments,
    tables: {
      payments: databaseTable<SimPayment>('ecommpay-payment', maxPayments),
      recurrings: databaseTable<SavedRecurring>('ecommpay-card', maxPayments),
    },
  })
  return instance
}
