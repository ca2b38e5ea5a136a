/**
 * What the development simulators (dev/simulators/, decision 014) run of the product: the host
 * hands them this from the server build (host/simulators.ts), so a simulator's staff check reads
 * the site's own session code, its records go through the site's one Payload instance, and a problem
 * it throws is the class the site's apiHandler knows — no second copy of any of it in
 * build/simulators (docs/decisions/036-product-code-built-once.md).
 */
import { getPayloadClient } from '@cms/get-payload'
import { fileStore } from '~/core/file-store.server'
import { problem } from '~/core/problem'
import { sessionUser } from '~/core/session-user.server'
import { apiHandler, methodNotAllowed, parseBody, readJson } from '~/http/api.server'
import { videoVoices } from '~/ai-tools'
import { paymentsSimulatorProtocol, simulatorPort as payments } from '~/payments/index.server'

export const simulatorPort = {
  /** The renewal code and saved cards the payment controls run. */
  ...payments,
  getPayloadClient,
  sessionUser,
  fileStore,
  problem,
  api: { apiHandler, methodNotAllowed, parseBody, readJson },
  /** The providers' protocol the simulators speak back: signatures, error codes, the voices the video account has. */
  protocol: { ...paymentsSimulatorProtocol, videoVoices },
}

export type SimulatorPort = typeof simulatorPort
export type SimulatorProtocol = SimulatorPort['protocol']
