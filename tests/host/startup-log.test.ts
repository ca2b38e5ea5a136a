/**
 * What the host says when it starts (issue #29, item 4): which outside services are simulated, and
 * a refusal, with the fix, for a configuration that would run the simulators on a public address.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { freePort } from '../../host/cms-host'
import { spawnHost } from '../security/host'

/** Starts the host with `env` and collects what it prints until it exits (a refused configuration exits at once). */
async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'security-refused-'))
  const port = await freePort()
  const child = spawnHost({
    port,
    dataDir,
    databaseUri: `file:${path.join(dataDir, 'refused.db')}`,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      resolve(null)
    }, 30_000)
    child.once('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  rmSync(dataDir, { recursive: true, force: true })
  return { code, output }
}

describe('the start-up log', () => {
  it('lists every outside service and says which are simulated', () => {
    const log = readFileSync(inject('serverLog'), 'utf8')
    expect(log).toContain('Environment: development (APP_ENV not set)')
    if (process.env.PAYMENT_SIMULATOR !== 'false') {
      expect(log).toContain('Payments, Solidgate: SIMULATED at /dev/payments/solidgate (no SOLIDGATE_* keys)')
      expect(log).toContain('Payments, Ecommpay: SIMULATED at /dev/payments/ecommpay (no ECOMMPAY_* keys)')
    }
    expect(log).toMatch(/Video \(HeyGen\): (SIMULATED at \/dev\/ai\/heygen|real|off)/)
    expect(log).toMatch(/Image \(Gemini\): (SIMULATED at \/dev\/ai\/gemini|real|off)/)
    expect(log).toMatch(/AI model: /)
    expect(log).toMatch(/Email: /)
  })

  it('refuses a public PUBLIC_URL without APP_ENV, saying how to fix it', { timeout: 60_000 }, async () => {
    const { code, output } = await refusedStart({ PUBLIC_URL: 'https://learn.example' })
    expect(code).toBe(1)
    expect(output).toMatch(/✗ PUBLIC_URL https:\/\/learn\.example is not this machine.*Set APP_ENV=production/)
  })

  it('refuses PAYMENT_SIMULATOR=true when every provider has real keys', { timeout: 60_000 }, async () => {
    const { code, output } = await refusedStart({
      PAYMENT_SIMULATOR: 'true',
      SOLIDGATE_MERCHANT_ID: 'm',
      SOLIDGATE_SECRET_KEY: 's',
      SOLIDGATE_WEBHOOK_MERCHANT_ID: 'wm',
      SOLIDGATE_WEBHOOK_SECRET_KEY: 'ws',
      ECOMMPAY_PROJECT_ID: '42',
      ECOMMPAY_SECRET_KEY: 'e',
    })
    expect(code).toBe(1)
    expect(output).toContain('PAYMENT_SIMULATOR=true asks for the payment simulator')
  })
})
