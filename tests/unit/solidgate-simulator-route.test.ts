import '../support/simulator-protocol'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'

const env = vi.hoisted(() => ({
  payments: { solidgate: null as { simulated: boolean } | null },
  publicUrl: 'http://localhost:3000',
  simulatorKeys: { solidgate: { merchantId: 'sim_merchant', secretKey: 'k', webhookMerchantId: 'wh', webhookSecretKey: 'w' } },
}))
vi.mock('../../config/env', async (original) => ({ ...(await original<typeof import('../../config/env')>()), getEnv: () => env }))

const { loader, action } = await import('../../dev/simulators/routes/payments-solidgate')

function args(path: string, init?: RequestInit): LoaderFunctionArgs {
  return { request: new Request(`http://localhost:3000/dev/payments/solidgate/${path}`, init), params: { '*': path }, context: {} }
}

describe('/dev/payments/solidgate/*', () => {
  afterEach(() => {
    env.payments.solidgate = null
  })

  it('does not exist unless Solidgate is simulated here (real keys switch it off)', async () => {
    for (const call of [() => loader(args('page/payment/abc')), () => action(args('page/api/v1/init', { method: 'POST', body: '{}' }))]) {
      const thrown = await Promise.resolve(call()).catch((error: unknown) => error)
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(404)
    }
  })

  it('serves the simulator when enabled: an unsigned init gets Solidgate’s authentication error', async () => {
    env.payments.solidgate = { simulated: true }
    const response = await action(args('page/api/v1/init', { method: 'POST', body: '{}' }))
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: { code: '1.01' } })
  })
})
