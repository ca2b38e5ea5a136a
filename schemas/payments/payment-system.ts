import { z } from 'zod'

/** The card payment providers: the `payment_system` setting (spec: "payment_system (solidgate or ecommpay)"). */
export const paymentSystems = ['solidgate', 'ecommpay'] as const
export const paymentSystemSchema = z.enum(paymentSystems)
export type PaymentSystem = z.infer<typeof paymentSystemSchema>

/** The setting also allows `none`: the spec's `other_payment_system` path (no card checkout on the site). */
export const paymentSystemSettings = [...paymentSystems, 'none'] as const
export type PaymentSystemSetting = (typeof paymentSystemSettings)[number]
