import type { SimulatorPort, SimulatorProtocol } from '../../app/simulator-port.server'

export type { SimulatorPort, SimulatorProtocol }

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
  if (!port) throw new Error('The host has not handed the simulators the product (host/simulators.ts).')
  return port()
}

let spoken: SimulatorProtocol | null = null

/**
 * The providers' protocol as the product speaks it (signatures, error codes, the video account's
 * voices), handed over once at load: pure functions and tables, needed where a simulator is built.
 */
export function provideProtocol(protocol: SimulatorProtocol): void {
  spoken = protocol
}

export function protocol(): SimulatorProtocol {
  if (!spoken) throw new Error('The host has not handed the simulators the providers’ protocol (host/simulators.ts).')
  return spoken
}
