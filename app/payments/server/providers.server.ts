import type { PaymentSystem, PaymentSystemSetting } from '@schemas/payments/payment-system'
import { getEnv } from '../../../config/env'
import { publicUrl } from '../../http/public-url.server'
import { createEcommpayProvider } from '../ecommpay/adapter.server'
import type { PaymentProvider } from '../provider'
import { createSolidgateProvider } from '../solidgate/adapter.server'
import type { FlagSubject } from '~/flags'
import { flagFor } from '~/flags/index.server'

/** Each provider from its configuration: real keys, the simulator's, or none (unavailable). */
const factories: Record<PaymentSystem, () => PaymentProvider | null> = {
  solidgate: () => {
    const config = getEnv().payments.solidgate
    return config ? createSolidgateProvider(config) : null
  },
  ecommpay: () => {
    const config = getEnv().payments.ecommpay
    return config ? createEcommpayProvider(config) : null
  },
}

const providers = new Map<PaymentSystem, PaymentProvider | null>()

export function paymentProvider(system: PaymentSystem): PaymentProvider | null {
  if (!providers.has(system)) providers.set(system, factories[system]())
  return providers.get(system) ?? null
}

/**
 * The `payment_system` flag for this buyer (app/flags): Site settings' choice (default solidgate)
 * unless a feature-flag rule picks another for them.
 */
export function currentPaymentSystem(buyer: FlagSubject): Promise<PaymentSystemSetting> {
  return flagFor('payment_system', buyer)
}

/** The site's webhook/callback address for a provider's reports. */
export function webhookUrl(system: PaymentSystem): string {
  return `${publicUrl()}/api/payments/${system}/webhook`
}
