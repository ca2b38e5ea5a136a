import { getPayloadClient } from '@cms/get-payload'
import type { PromiseLedger } from '@schemas/payments/promise-ledger'
import { cachedContent } from './content-cache.server'
import { loadPromiseLedger } from './promise-ledger-counts.server'

/** The ledger (promise-ledger-counts.server.ts), read once per content stamp: publishing a course or a plan changes the stamp. */
export function getPromiseLedger(): Promise<PromiseLedger> {
  return cachedContent('promise-ledger', async () => loadPromiseLedger(await getPayloadClient()))
}
