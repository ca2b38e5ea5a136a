/** Starts the product as `npm start` does, on its own port and data directory, for the security suite. */
import { type ChildProcess, spawn, type StdioOptions } from 'node:child_process'
import { buildAll, buildIsCurrent } from '../../host/build'
import { hostNodeArgs } from '../../host/host-command'
import { rememberedHashesNodeOptions } from '../support/remembered-hashes.mjs'
import type { SeededData } from '../support/seeded-data'
import { securityAdmin } from './accounts'

/** The first half of `npm start` (host/prepare.ts): build when the sources changed. */
export async function buildIfStale(): Promise<void> {
  if (!buildIsCurrent()) await buildAll()
}

/** The security host's seeded data folder, kept after its first start (tests/support/seeded-data.ts). */
export const securitySeededData: SeededData = { database: 'security.db' }

export type HostOptions = {
  port: number
  dataDir: string
  databaseUri: string
  stdio: StdioOptions
  env?: Record<string, string>
  /** Repeated PBKDF2 derivations answered from memory (tests/support/remembered-hashes.mjs): never where sign-ins are timed. */
  rememberPasswordHashes?: boolean
}

export function spawnHost({ port, dataDir, databaseUri, stdio, env = {}, rememberPasswordHashes = false }: HostOptions): ChildProcess {
  return spawn(process.execPath, [...hostNodeArgs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URI: databaseUri,
      ADMIN_EMAIL: securityAdmin.email,
      ADMIN_PASSWORD: securityAdmin.password,
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      ...(rememberPasswordHashes ? { NODE_OPTIONS: rememberedHashesNodeOptions() } : {}),
      ...env,
    },
    stdio,
  })
}

export { waitForHealth } from '../support/wait-for-health'
