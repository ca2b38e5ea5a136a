/**
 * The admin's AI connection test calls the model, which costs money and time: only an admin asks
 * for it, with a POST the origin policy guards; a GET of the dashboard (a link, a prefetch, a
 * crawler with an admin's cookie) never calls the model. A second host on the suite's database
 * talks to a model server of this test, which counts what reaches it.
 */
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../../host/cms-host'
import { securityAdmin } from './accounts'
import { spawnHost, waitForHealth } from './host'
import { call, evilOrigin, signUpStudent, staffToken } from './support'

const model = 'counting-model'
let modelCalls = 0
const modelServer = http.createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    modelCalls += 1
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'OK' }, finish_reason: 'stop' }] }))
  })
})

let host: ChildProcess | undefined
let hostBase = ''
const testPath = '/cms/api/ai/test-connection'

type HostCall = { token?: string; cookie?: string; origin?: string; method?: string }

function onHost(path: string, { token, cookie, origin, method = 'GET' }: HostCall = {}) {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (cookie) headers.cookie = `payload-token=${cookie}`
  if (origin) headers.origin = origin
  return fetch(`${hostBase}${path}`, { method, headers, redirect: 'manual' })
}

async function loginOnHost(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${hostBase}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

describe('the admin’s AI connection test', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => modelServer.listen(0, '127.0.0.1', resolve))
    const modelPort = (modelServer.address() as AddressInfo).port
    const port = await freePort()
    hostBase = `http://localhost:${port}`
    host = spawnHost({
      port,
      dataDir: inject('dataDir'),
      databaseUri: inject('databaseUri'),
      env: {
        AI_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
        AI_MODEL: model,
        AI_API_KEY: 'test-key',
        RENEWALS_EVERY_MINUTES: '0',
        ANALYTICS_ROLLUP_EVERY_MINUTES: '0',
      },
      stdio: 'ignore',
    })
    await waitForHealth(hostBase, host, 180_000)
  }, 240_000)

  afterAll(async () => {
    host?.kill('SIGTERM')
    await new Promise((resolve) => modelServer.close(resolve))
  })

  it('a GET of the dashboard with aiTest=1 calls no model', async () => {
    const admin = await loginOnHost(securityAdmin)
    const before = modelCalls
    const page = await onHost('/admin?aiTest=1', { token: admin })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html.includes('Test connection'), 'the panel is there').toBe(true)
    expect(html.includes('Connected.'), 'no test result on a GET').toBe(false)
    expect(modelCalls).toBe(before)
  })

  it('only an admin’s POST calls the model: others get 401/403, another site’s page 403, a GET 405', async () => {
    const marketerCredentials = { email: `marketer-${randomUUID()}@example.com`, password: 'Mark3ter!pass' }
    const created = await call('/cms/api/users', {
      method: 'POST',
      token: await staffToken(),
      json: { ...marketerCredentials, roles: ['marketer'] },
    })
    expect(created.status).toBe(201)
    const [admin, marketer, student] = [await loginOnHost(securityAdmin), await loginOnHost(marketerCredentials), await signUpStudent()]
    const before = modelCalls

    expect((await onHost(testPath, { method: 'POST' })).status).toBe(401)
    expect((await onHost(testPath, { method: 'POST', token: student.token })).status).toBe(403)
    expect((await onHost(testPath, { method: 'POST', token: marketer })).status).toBe(403)
    // The admin's browser, on another site's page: its session cookie is not enough.
    expect((await onHost(testPath, { method: 'POST', cookie: admin, origin: evilOrigin })).status).toBe(403)
    expect((await onHost(testPath, { token: admin })).status).toBe(405)
    expect(modelCalls).toBe(before)

    const tested = await onHost(testPath, { method: 'POST', cookie: admin, origin: hostBase })
    expect(tested.status).toBe(200)
    expect(tested.headers.get('cache-control')).toContain('no-store')
    expect(await tested.json()).toMatchObject({ ok: true, message: expect.stringContaining(`${model} answered`) })
    expect(modelCalls).toBe(before + 1)
  })
})
