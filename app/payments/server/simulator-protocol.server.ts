import { oneAtATime } from '../../core/one-at-a-time'
import { solidgateErrorCodes } from '../rules/error-codes'
import { ecommpaySignature, solidgateSignature, verifyEcommpaySignature, verifySolidgateSignature } from './signatures.server'

/**
 * The providers' protocol as the product speaks it, which the payment simulators speak back: the
 * signatures, Solidgate's error catalogue and the per-key queue. Handed to the simulators by the
 * host from the server build (app/simulator-port.server.ts), so build/simulators compiles none of it.
 */
export const paymentsSimulatorProtocol = {
  solidgateSignature,
  verifySolidgateSignature,
  ecommpaySignature,
  verifyEcommpaySignature,
  solidgateErrorCodes,
  oneAtATime,
}
