import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, localOrigins, paymentPageOrigins, readEnv } from './env'

const cwd = () => mkdtempSync(path.join(tmpdir(), 'env-test-'))

describe('readEnv', () => {
  it('defaults to SQLite under data/ with an absolute path, port 3000, development', () => {
    const dir = cwd()
    const env = readEnv({}, dir)
    expect(env).toMatchObject({
      appEnv: 'development',
      isProduction: false,
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: path.join(dir, 'data'),
      databaseUri: `file:${path.join(dir, 'data', 'app.db')}`,
      seedDemoContent: true,
    })
  })

  it('is offline without AI_BASE_URL, and uses the model server with it', () => {
    const dir = cwd()
    expect(readEnv({}, dir).ai).toEqual({ mode: 'offline', model: 'offline' })
    expect(readEnv({ AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'llama3.2' }, dir).ai).toEqual({
      mode: 'model',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.2',
      imageModel: 'gpt-image-1',
      timeoutMs: 60_000,
    })
    expect(() => readEnv({ AI_BASE_URL: 'not a url' }, dir)).toThrow(/AI_BASE_URL: the API root/)
    expect(() => readEnv({ AI_BASE_URL: 'http://x.test', AI_TIMEOUT_SECONDS: '0' }, dir)).toThrow(/AI_TIMEOUT_SECONDS/)
  })

  it('resolves a relative file: URI against the working directory', () => {
    const dir = cwd()
    expect(readEnv({ DATABASE_URI: 'file:./db/site.db' }, dir).databaseUri).toBe(`file:${path.join(dir, 'db', 'site.db')}`)
  })

  it('generates a development secret once and keeps it under DATA_DIR', () => {
    const dir = cwd()
    const first = readEnv({}, dir).payloadSecret
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(readFileSync(path.join(dir, 'data', 'payload-secret'), 'utf8')).toBe(first)
    expect(readEnv({}, dir).payloadSecret).toBe(first)
  })

  it('requires PAYLOAD_SECRET in production and writes no secret file', () => {
    const dir = cwd()
    expect(() => readEnv({ NODE_ENV: 'production' }, dir)).toThrow(ConfigError)
    expect(() => readEnv({ APP_ENV: 'production' }, dir)).toThrow(/PAYLOAD_SECRET is required/)
    expect(existsSync(path.join(dir, 'data', 'payload-secret'))).toBe(false)
    const secret = 'x'.repeat(40)
    expect(readEnv({ APP_ENV: 'production', PAYLOAD_SECRET: secret }, dir)).toMatchObject({
      isProduction: true,
      payloadSecret: secret,
    })
  })

  it('answers sessions on the addresses a developer opens the site at, and on PUBLIC_URL alone in production', () => {
    const dir = cwd()
    const development = readEnv({ PORT: '4000' }, dir).siteOrigins
    expect(development).toEqual(expect.arrayContaining(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']))
    expect(new Set(development).size).toBe(development.length)
    const production = readEnv({ APP_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://learn.example' }, dir)
    expect(production.siteOrigins).toEqual(['https://learn.example'])
  })

  it('counts a phone on the same network, never a loopback or IPv6 link address twice', () => {
    const interfaces = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [
        { address: '192.168.1.20', family: 'IPv4', internal: false },
        { address: 'fe80::1', family: 'IPv6', internal: false },
      ],
    } as unknown as Parameters<typeof localOrigins>[1]
    expect(localOrigins(3000, interfaces)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://192.168.1.20:3000',
    ])
  })

  it('names each invalid variable in one message', () => {
    expect(() => readEnv({ PORT: 'abc', ADMIN_EMAIL: 'not-an-email' }, cwd())).toThrow(/Invalid configuration — PORT: .*; ADMIN_EMAIL: /)
  })

  it('rejects a short secret', () => {
    expect(() => readEnv({ PAYLOAD_SECRET: 'short' }, cwd())).toThrow(/PAYLOAD_SECRET must be at least 32/)
  })
})

describe('TRUST_PROXY and RATE_LIMIT_STORE', () => {
  it('trusts only a proxy on loopback and counts in memory by default', () => {
    expect(readEnv({}, cwd())).toMatchObject({ trustProxy: ['loopback'], rateLimitStore: 'memory' })
  })

  it('reads booleans, hop counts and address lists', () => {
    expect(readEnv({ TRUST_PROXY: 'false' }, cwd()).trustProxy).toBe(false)
    expect(readEnv({ TRUST_PROXY: '2' }, cwd()).trustProxy).toBe(2)
    expect(readEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }, cwd()).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::1'])
    expect(readEnv({ RATE_LIMIT_STORE: 'database' }, cwd()).rateLimitStore).toBe('database')
  })

  it('refuses what Express would misread', () => {
    expect(() => readEnv({ TRUST_PROXY: 'my-proxy.internal' }, cwd())).toThrow(ConfigError)
    expect(() => readEnv({ RATE_LIMIT_STORE: 'redis' }, cwd())).toThrow(/RATE_LIMIT_STORE/)
  })
})

describe('running as a service: the stop, /metrics and the log format', () => {
  it('gives a stop 25 s by default, whole seconds up to 10 minutes', () => {
    expect(readEnv({}, cwd()).shutdownGraceSeconds).toBe(25)
    expect(readEnv({ SHUTDOWN_GRACE_SECONDS: '0' }, cwd()).shutdownGraceSeconds).toBe(0)
    for (const wrong of ['2.5', '-1', '601', 'soon'])
      expect(() => readEnv({ SHUTDOWN_GRACE_SECONDS: wrong }, cwd())).toThrow(/SHUTDOWN_GRACE_SECONDS/)
  })

  it('opens /metrics to loopback by default, to the networks listed, or to no one', () => {
    expect(readEnv({}, cwd()).metrics).toEqual({ allow: ['loopback'], token: undefined })
    expect(readEnv({ METRICS_ALLOW: '10.0.0.0/8, 2001:db8::/32,loopback' }, cwd()).metrics.allow).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      'loopback',
    ])
    expect(readEnv({ METRICS_ALLOW: 'none' }, cwd()).metrics.allow).toEqual([])
    for (const wrong of ['10.0.0.0/33', 'everyone', '10.0.0.0/8;1.2.3.4'])
      expect(() => readEnv({ METRICS_ALLOW: wrong }, cwd())).toThrow(/METRICS_ALLOW/)
    expect(() => readEnv({ METRICS_TOKEN: 'short' }, cwd())).toThrow(/METRICS_TOKEN/)
  })

  it('writes text logs unless told json', () => {
    expect(readEnv({}, cwd()).logFormat).toBe('text')
    expect(readEnv({ LOG_FORMAT: 'json' }, cwd()).logFormat).toBe('json')
    expect(() => readEnv({ LOG_FORMAT: 'xml' }, cwd())).toThrow(/LOG_FORMAT/)
  })
})

describe('payment providers', () => {
  it('uses the simulator for a provider without keys outside production, and none in production', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'))
    const development = readEnv({}, dir).payments
    expect(development.simulatorEnabled).toBe(true)
    expect(development.solidgate).toMatchObject({ simulated: true, apiUrl: 'http://localhost:3000/dev/payments/solidgate/api' })
    expect(development.ecommpay).toMatchObject({ simulated: true, projectId: 1000 })
    const production = readEnv({ APP_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) }, dir).payments
    expect(production).toEqual({ simulatorEnabled: false, renewalsEveryMinutes: 10, solidgate: null, ecommpay: null })
  })

  it('reads how often renewals run, refusing anything but whole minutes up to a day', () => {
    expect(readEnv({ RENEWALS_EVERY_MINUTES: '0' }, cwd()).payments.renewalsEveryMinutes).toBe(0)
    expect(() => readEnv({ RENEWALS_EVERY_MINUTES: '1.5' }, cwd())).toThrow(/RENEWALS_EVERY_MINUTES/)
    expect(() => readEnv({ RENEWALS_EVERY_MINUTES: '5000' }, cwd())).toThrow(/RENEWALS_EVERY_MINUTES/)
  })

  it('reads how often analytics are rolled up, every minute unless told', () => {
    expect(readEnv({}, cwd()).analyticsRollupEveryMinutes).toBe(1)
    expect(readEnv({ ANALYTICS_ROLLUP_EVERY_MINUTES: '0' }, cwd()).analyticsRollupEveryMinutes).toBe(0)
    expect(() => readEnv({ ANALYTICS_ROLLUP_EVERY_MINUTES: '-1' }, cwd())).toThrow(/ANALYTICS_ROLLUP_EVERY_MINUTES/)
  })

  it('takes real keys, refuses half a set, and lets the real hosted pages into form-action', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'))
    const keys = { ECOMMPAY_PROJECT_ID: '42', ECOMMPAY_SECRET_KEY: 'secret' }
    const env = readEnv(keys, dir)
    expect(env.payments.ecommpay).toMatchObject({ projectId: 42, simulated: false, paymentPageUrl: 'https://paymentpage.ecommpay.com' })
    expect(paymentPageOrigins(env.payments)).toEqual(['https://paymentpage.ecommpay.com'])
    expect(() => readEnv({ SOLIDGATE_MERCHANT_ID: 'm' }, dir)).toThrow(/all four SOLIDGATE_/)
    expect(() => readEnv({ ECOMMPAY_PROJECT_ID: 'abc', ECOMMPAY_SECRET_KEY: 's' }, dir)).toThrow(/ECOMMPAY_PROJECT_ID is a number/)
  })
})

describe('AI tools services', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'env-media-'))
  const secret = { PAYLOAD_SECRET: 'x'.repeat(32) }

  it('uses the local simulators without keys outside production, and nothing in production', () => {
    const media = readEnv({ PUBLIC_URL: 'http://localhost:3000' }, dir).media
    expect(media.video).toMatchObject({
      baseUrl: 'http://localhost:3000/dev/ai/heygen/api',
      uploadUrl: 'http://localhost:3000/dev/ai/heygen/upload',
      simulated: true,
    })
    expect(media.image).toMatchObject({ baseUrl: 'http://localhost:3000/dev/ai/gemini', model: 'gemini-2.5-flash-image', simulated: true })
    expect(media.videoPollMs).toBe(8000)
    const production = readEnv({ APP_ENV: 'production', ...secret }, dir).media
    expect({ video: production.video, image: production.image, simulatorEnabled: production.simulatorEnabled }).toEqual({
      video: null,
      image: null,
      simulatorEnabled: false,
    })
  })

  it('uses HeyGen and Gemini when their keys are set', () => {
    const media = readEnv(
      { HEYGEN_API_KEY: 'hk', GEMINI_API_KEY: 'gk', IMAGE_MODEL: 'gemini-3-pro-image', MEDIA_SIMULATOR: 'false' },
      dir,
    ).media
    expect(media.video).toEqual({
      apiKey: 'hk',
      baseUrl: 'https://api.heygen.com',
      uploadUrl: 'https://upload.heygen.com',
      simulated: false,
    })
    expect(media.image).toEqual({
      apiKey: 'gk',
      baseUrl: 'https://generativelanguage.googleapis.com',
      model: 'gemini-3-pro-image',
      simulated: false,
    })
  })

  it('refuses a model id that would change the request path', () => {
    expect(() => readEnv({ IMAGE_MODEL: '../x' }, dir)).toThrow(ConfigError)
  })
})

describe('simulators and environments', () => {
  const secret = { PAYLOAD_SECRET: 'x'.repeat(32) }
  const solidgateKeys = {
    SOLIDGATE_MERCHANT_ID: 'm',
    SOLIDGATE_SECRET_KEY: 's',
    SOLIDGATE_WEBHOOK_MERCHANT_ID: 'wm',
    SOLIDGATE_WEBHOOK_SECRET_KEY: 'ws',
  }
  const ecommpayKeys = { ECOMMPAY_PROJECT_ID: '42', ECOMMPAY_SECRET_KEY: 'e' }

  it('gives each installation its own simulator keys, generated once under DATA_DIR', () => {
    const first = cwd()
    const keys = readEnv({}, first).simulatorKeys!
    expect(readFileSync(path.join(first, 'data', 'simulator-secret'), 'utf8')).toMatch(/^[0-9a-f]{64}$/)
    expect(readEnv({}, first).simulatorKeys).toEqual(keys)
    expect(readEnv({}, first).payments.solidgate).toMatchObject({ secretKey: keys.solidgate.secretKey, simulated: true })
    expect(readEnv({}, first).media.video?.apiKey).toBe(keys.heygen)
    const other = readEnv({}, cwd()).simulatorKeys!
    for (const key of [keys.solidgate.secretKey, keys.solidgate.webhookSecretKey, keys.ecommpay.secretKey, keys.heygen, keys.gemini]) {
      expect(key).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(other)).not.toContain(key)
    }
    expect(JSON.stringify(keys)).not.toMatch(/sim_secret_key|sim_ecommpay_secret|sim_heygen_key|sim_gemini_key/)
  })

  it('takes the simulator keys from SIMULATOR_SECRET when set, and writes no file', () => {
    const dir = cwd()
    const given = { SIMULATOR_SECRET: 'k'.repeat(40) }
    expect(readEnv(given, dir).simulatorKeys).toEqual(readEnv(given, cwd()).simulatorKeys)
    expect(existsSync(path.join(dir, 'data', 'simulator-secret'))).toBe(false)
    expect(() => readEnv({ SIMULATOR_SECRET: 'short' }, dir)).toThrow(/SIMULATOR_SECRET must be at least 32/)
  })

  it('generates no simulator secret where no simulator runs', () => {
    const dir = cwd()
    expect(readEnv({ APP_ENV: 'production', ...secret }, dir).simulatorKeys).toBeNull()
    expect(existsSync(path.join(dir, 'data', 'simulator-secret'))).toBe(false)
  })

  it('switches a provider’s simulator off with its real keys, and refuses a simulator asked for where every provider is real', () => {
    const dir = cwd()
    const mixed = readEnv({ ...solidgateKeys, PAYMENT_SIMULATOR: 'true' }, dir).payments
    expect(mixed.solidgate).toMatchObject({ simulated: false, secretKey: 's' })
    expect(mixed.ecommpay).toMatchObject({ simulated: true })
    expect(mixed.simulatorEnabled).toBe(true)
    const real = readEnv({ ...solidgateKeys, ...ecommpayKeys }, dir).payments
    expect(real.simulatorEnabled).toBe(false)
    expect(() => readEnv({ ...solidgateKeys, ...ecommpayKeys, PAYMENT_SIMULATOR: 'true' }, dir)).toThrow(
      /PAYMENT_SIMULATOR=true .* both providers real: remove PAYMENT_SIMULATOR/,
    )
    const media = { HEYGEN_API_KEY: 'h', GEMINI_API_KEY: 'g' }
    expect(readEnv(media, dir).media.simulatorEnabled).toBe(false)
    expect(readEnv({ HEYGEN_API_KEY: 'h', MEDIA_SIMULATOR: 'true' }, dir).media).toMatchObject({
      simulatorEnabled: true,
      video: { simulated: false },
      image: { simulated: true },
    })
    expect(() => readEnv({ ...media, MEDIA_SIMULATOR: 'true' }, dir)).toThrow(/MEDIA_SIMULATOR=true .* both services real/)
  })

  it('refuses a public PUBLIC_URL until APP_ENV says which kind of site it is', () => {
    const dir = cwd()
    for (const url of ['https://learn.example', 'http://192.168.1.20:3000', 'http://10.0.0.5']) {
      expect(() => readEnv({ PUBLIC_URL: url, ...secret }, dir)).toThrow(/is not this machine.*Set APP_ENV=production/)
    }
    expect(readEnv({ PUBLIC_URL: 'https://learn.example', APP_ENV: 'production', ...secret }, dir).isProduction).toBe(true)
    expect(readEnv({ PUBLIC_URL: 'https://learn.example', NODE_ENV: 'production', ...secret }, dir).isProduction).toBe(true)
    expect(readEnv({ PUBLIC_URL: 'http://192.168.1.20:3000', APP_ENV: 'development' }, dir).appEnv).toBe('development')
    for (const url of ['http://localhost:3210', 'http://127.0.0.1:4000', 'http://[::1]:3000', 'http://app.localhost']) {
      expect(readEnv({ PUBLIC_URL: url }, dir).appEnv).toBe('development')
    }
  })
})
