/**
 * The simulators are no part of the product (issue #34, item 2; decision 014): the Remix build
 * (server and browser) and the compiled host hold none of their code — it is compiled apart into
 * build/simulators/, which the host loads only when a service is simulated — and a host with
 * every simulator off answers 404 on /dev, the controls included.
 */
import type { ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../../host/cms-host'
import { spawnHost, waitForHealth } from './host'

/** Names and words only the simulators' code has (the server bundles are not minified). */
const simulatorMarkers = [
  'createSolidgateSimulator',
  'createEcommpaySimulator',
  'createHeygenSimulator',
  'createGeminiSimulator',
  'simulateRenewal',
  'Card unknown to the simulator',
]

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full, ending) : ending.test(name) ? [full] : []
  })
}

const markersIn = (files: string[]) =>
  files.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return simulatorMarkers.filter((marker) => text.includes(marker)).map((marker) => `${path.relative('build', file)}: ${marker}`)
  })

describe('the simulators in the build', () => {
  it('are compiled apart, and none of their code is in the site’s server, its browser assets or the host', () => {
    expect(markersIn([path.join('build', 'simulators', 'index.mjs')])).toHaveLength(simulatorMarkers.length)
    const product = [
      ...filesUnder(path.join('build', 'server'), /\.m?js$/),
      ...filesUnder(path.join('build', 'client'), /\.m?js$/),
      ...filesUnder(path.join('build', 'host'), /\.m?js$/),
    ]
    expect(product.length).toBeGreaterThan(10)
    expect(markersIn(product)).toEqual([])
  })
})

describe('a host with every simulator off', () => {
  let host: ChildProcess | undefined
  afterAll(() => void host?.kill('SIGTERM'))

  it('answers 404 on /dev: the simulators and their controls', { timeout: 240_000 }, async () => {
    const port = await freePort()
    const base = `http://localhost:${port}`
    host = spawnHost({
      port,
      dataDir: inject('dataDir'),
      databaseUri: inject('databaseUri'),
      env: { PAYMENT_SIMULATOR: 'false', MEDIA_SIMULATOR: 'false', RENEWALS_EVERY_MINUTES: '0', ANALYTICS_ROLLUP_EVERY_MINUTES: '0' },
      stdio: 'ignore',
    })
    await waitForHealth(base, host, 180_000)
    const json = { 'content-type': 'application/json' }
    const calls: [string, RequestInit][] = [
      ['/dev', {}],
      ['/dev/payments/solidgate/page/api/v1/init', { method: 'POST', headers: json, body: '{}' }],
      ['/dev/payments/solidgate/page/payment/abc', {}],
      ['/dev/payments/ecommpay/page/payment', {}],
      ['/dev/payments/renewals', { method: 'POST', headers: json, body: '{"email":"a@example.test"}' }],
      ['/dev/payments/saved-card', { method: 'POST', headers: json, body: '{"email":"a@example.test","outcome":"success"}' }],
      ['/dev/ai/heygen/v2/video/generate', { method: 'POST', headers: json, body: '{}' }],
      ['/dev/ai/gemini/v1beta/models', {}],
    ]
    for (const [route, init] of calls) {
      const response = await fetch(`${base}${route}`, { ...init, headers: { origin: base, ...init.headers }, redirect: 'manual' })
      expect(response.status, route).toBe(404)
    }
  })
})
