import type { SimulatorPort } from '../../app/payments/server/simulator-port.server'

type ProductPort = () => Promise<SimulatorPort>

let port: ProductPort | null = null

/**
 * The host hands the simulators the product's own code (the server build's `simulatorPort`), read
 * again on each use so a development reload is followed; the controls never carry a copy of it.
 */
export function provideProduct(get: ProductPort): void {
  port = get
}

export async function product(): Promise<SimulatorPort> {
  if (!port) throw new Error('The host has not handed the simulators the product (server/simulators.ts).')
  return port()
}
