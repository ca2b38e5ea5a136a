import { createHmac } from 'node:crypto'
import { getEnv } from '../../../config/env'
import { type Id, idKey } from '@schemas/id'

/**
 * The provider order id of a checkout attempt: `<order>-<attempt>-<tag>`, the tag an HMAC of the
 * two under the site's secret. Concurrent submits of one attempt agree on it (so they claim one
 * row), yet nobody outside can name an attempt before the buyer opens it: registering the next id
 * at the provider first would make the buyer's Pay a "duplicate order" forever (issue #29).
 */
export function checkoutProviderOrderId(orderId: Id, attempt: number): string {
  const base = `${idKey(orderId)}-${attempt}`
  const tag = createHmac('sha256', getEnv().payloadSecret).update(`checkout:${base}`).digest('hex').slice(0, 20)
  return `${base}-${tag}`
}
