/**
 * The keys the host's simulators check, from the secret it generated on its first start under its
 * DATA_DIR: the tests sign as the site's own adapters do. An attacker has neither the file nor the secret.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { simulatorKeysFrom } from '../../config/simulator-keys'

export const simulatorKeys = simulatorKeysFrom(readFileSync(path.join(inject('dataDir'), 'simulator-secret'), 'utf8').trim())
