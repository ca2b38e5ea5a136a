import type { SimulatorPort } from '../../app/simulator-port.server'

export type { SimulatorPort }

type ProductPort = () => Promise<SimulatorPort>

let port: ProductPort | null = null

/**
 * The host hands the simulators the product's own code (the server build's `hostPort.simulatorPort`),
 * read again on each use so a development reload is followed. The simulators import no module of
 * app/ or cms/ that runs: they take it from here (docs/decisions/036-product-code-built-once.md).
 */
export function provideProduct(get: ProductPort): void {
  port = get
}

export async function product(): Promise<SimulatorPort> {
  if (!port) throw new Error('The host has not handed the simulators the product (server/simulators.ts).')
  return port()
}
