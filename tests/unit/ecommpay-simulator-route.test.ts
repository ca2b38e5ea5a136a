import '../support/simulator-protocol'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'

const env = vi.hoisted(() => ({
  payments: { ecommpay: null as { simulated: boolean } | null },
  publicUrl: 'http://localhost:3000',
  simulatorKeys: { ecommpay: { projectId: 1000, secretKey: 'k' } },
}))
vi.mock('../../config/env', async (original) => ({ ...(await original<typeof import('../../config/env')>()), getEnv: () => env }))

const { loader } = await import('../../dev/simulators/routes/payments-ecommpay')

function args(path: string): LoaderFunctionArgs {
  return { request: new Request(`http://localhost:3000/dev/payments/ecommpay/${path}`), params: { '*': path.split('?')[0] }, context: {} }
}

describe('/dev/payments/ecommpay/*', () => {
  afterEach(() => {
    env.payments.ecommpay = null
  })

  it('does not exist unless Ecommpay is simulated here (real keys switch it off)', async () => {
    const thrown = await Promise.resolve(loader(args('page/payment'))).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(404)
  })

  it('serves the simulator when enabled: an unsigned page request gets Ecommpay’s error page', async () => {
    env.payments.ecommpay = { simulated: true }
    const response = await loader(args('page/payment?project_id=1000'))
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Required field not provided')
  })
})
