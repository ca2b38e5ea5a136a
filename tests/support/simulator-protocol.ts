/**
 * Imported first by tests that build a simulator themselves: hands the simulators the providers'
 * protocol as the host does at start-up (host/simulators.ts, from the server build's simulatorPort).
 */
import { videoVoices } from '../../app/ai-tools/rules/voices'
import { paymentsSimulatorProtocol } from '../../app/payments/server/simulator-protocol.server'
import { provideProtocol } from '../../dev/simulators/product'

provideProtocol({ ...paymentsSimulatorProtocol, videoVoices })
