import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The keys the local simulators (payments, video, image) check, as their real services' keys would
 * be: secret per installation, so nobody outside can sign a status, refund or webhook for them.
 * Every key is derived from one secret — SIMULATOR_SECRET, else one generated on first start and
 * kept in $DATA_DIR/simulator-secret (as the development PAYLOAD_SECRET is). The merchant and
 * project ids are public in the real services too, so they stay fixed.
 */
export type SimulatorKeys = {
  solidgate: { merchantId: string; secretKey: string; webhookMerchantId: string; webhookSecretKey: string }
  ecommpay: { projectId: number; secretKey: string }
  heygen: string
  gemini: string
}

export function simulatorKeysFrom(secret: string): SimulatorKeys {
  const key = (purpose: string) => createHmac('sha256', secret).update(`simulator:${purpose}`).digest('hex')
  return {
    solidgate: {
      merchantId: 'sim_merchant',
      secretKey: key('solidgate.api'),
      webhookMerchantId: 'wh_sim_merchant',
      webhookSecretKey: key('solidgate.webhook'),
    },
    ecommpay: { projectId: 1000, secretKey: key('ecommpay') },
    heygen: key('heygen'),
    gemini: key('gemini'),
  }
}

/** SIMULATOR_SECRET when given, otherwise the installation's own, generated once under `dataDir`. */
export function simulatorSecret(given: string | undefined, dataDir: string): string {
  if (given) return given
  const file = path.join(dataDir, 'simulator-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    // Another process of this installation wrote it first: both must use the same keys.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim()
    throw error
  }
}
