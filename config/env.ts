import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { networkInterfaces } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { type ObjectStoreEnv, readObjectStore } from './object-store'
import { type SimulatorKeys, simulatorKeysFrom, simulatorSecret } from './simulator-keys'
import { ConfigError } from './config-error'

/**
 * The one description of the process environment. Every variable is documented in `.env.example`
 * and docs/configuration.md; anything not listed here is not configuration.
 */
const envSchema = z.object({
  APP_ENV: z.enum(['development', 'production', 'test']).optional(),
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URI: z.string().min(1).optional(),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SEED_DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
  CMS_INTERNAL_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .refine(
      isTrustProxy,
      'TRUST_PROXY: use true, false, a hop count, or addresses/CIDRs/loopback/linklocal/uniquelocal separated by commas',
    ),
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).default('memory'),
  COMPRESSION: z.enum(['on', 'off']).default('on'),
  LOG_DB_QUERIES: z.enum(['true', 'false']).default('false'),
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int('SHUTDOWN_GRACE_SECONDS is whole seconds').min(0).max(600).default(25),
  METRICS_ALLOW: z
    .string()
    .default('loopback')
    .refine(isCidrList, 'METRICS_ALLOW: use addresses or CIDRs separated by commas (loopback for 127.0.0.0/8 and ::1), or none'),
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  SOLIDGATE_MERCHANT_ID: z.string().min(1).optional(),
  SOLIDGATE_SECRET_KEY: z.string().min(1).optional(),
  SOLIDGATE_WEBHOOK_MERCHANT_ID: z.string().min(1).optional(),
  SOLIDGATE_WEBHOOK_SECRET_KEY: z.string().min(1).optional(),
  SOLIDGATE_API_URL: z.url().default('https://pay.solidgate.com'),
  SOLIDGATE_PAYMENT_PAGE_URL: z.url().default('https://payment-page.solidgate.com'),
  ECOMMPAY_PROJECT_ID: z.string().regex(/^\d+$/, 'ECOMMPAY_PROJECT_ID is a number').optional(),
  ECOMMPAY_SECRET_KEY: z.string().min(1).optional(),
  ECOMMPAY_API_URL: z.url().default('https://api.ecommpay.com'),
  ECOMMPAY_PAYMENT_PAGE_URL: z.url().default('https://paymentpage.ecommpay.com'),
  PAYMENT_SIMULATOR: z.enum(['auto', 'true', 'false']).default('auto'),
  SIMULATOR_SECRET: z.string().min(32, 'SIMULATOR_SECRET must be at least 32 characters').optional(),
  RENEWALS_EVERY_MINUTES: z.coerce.number().int('RENEWALS_EVERY_MINUTES is whole minutes').min(0).max(1440).default(10),
  ANALYTICS_ROLLUP_EVERY_MINUTES: z.coerce.number().int('ANALYTICS_ROLLUP_EVERY_MINUTES is whole minutes').min(0).max(1440).default(1),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL: use smtp://user:pass@host:587 or smtps://user:pass@host:465')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('AI Learning <no-reply@localhost>'),
  AI_BASE_URL: z.url('AI_BASE_URL: the API root of an OpenAI-compatible server, e.g. https://api.openai.com/v1').optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  AI_TIMEOUT_SECONDS: z.coerce.number().int('AI_TIMEOUT_SECONDS is whole seconds').min(1).max(600).default(60),
  HEYGEN_API_KEY: z.string().min(1).optional(),
  VIDEO_BASE_URL: z.url().default('https://api.heygen.com'),
  VIDEO_UPLOAD_URL: z.url().default('https://upload.heygen.com'),
  GEMINI_API_KEY: z.string().min(1).optional(),
  IMAGE_BASE_URL: z.url().default('https://generativelanguage.googleapis.com'),
  IMAGE_MODEL: z
    .string()
    .regex(/^[\w.-]+$/, 'IMAGE_MODEL: a Gemini model id such as gemini-2.5-flash-image')
    .default('gemini-2.5-flash-image'),
  MEDIA_SIMULATOR: z.enum(['auto', 'true', 'false']).default('auto'),
  VIDEO_SIMULATOR_RENDER_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  VIDEO_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(8000),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET: a bucket name (3–63 lower-case letters, digits, dots, hyphens)')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'S3_REGION: a region id such as eu-central-1')
    .optional(),
  S3_ENDPOINT: z.url('S3_ENDPOINT: the S3-compatible server, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
})

/** The names of the variables above (the integration tests check that a file changes none of them). */
export const environmentVariables = Object.keys(envSchema.shape)

const proxyPresets = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false' || /^\d+$/.test(value)) return true
  return value.split(',').every((item) => {
    const entry = item.trim()
    const [address, bits] = entry.split('/')
    return proxyPresets.has(entry) || (isIP(address ?? '') > 0 && (bits === undefined || /^\d{1,3}$/.test(bits)))
  })
}

function isCidrList(value: string): boolean {
  if (value === 'none' || value === 'loopback') return true
  return value.split(',').every((item) => {
    const entry = item.trim()
    if (entry === 'loopback') return true
    const [address, bits] = entry.split('/')
    const family = isIP(address ?? '')
    return family > 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)))
  })
}

/** This machine's own addresses on `port`: loopback, and each network address a phone could use. */
export function localOrigins(port: number, interfaces = networkInterfaces()): string[] {
  const addresses = Object.values(interfaces)
    .flat()
    .flatMap((entry) => (entry && !entry.internal && entry.family === 'IPv4' ? [`http://${entry.address}:${port}`] : []))
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`, ...addresses]
}

/** Express's `trust proxy` setting from TRUST_PROXY (see the table in docs/configuration.md). */
export function trustProxySetting(value: string): boolean | number | string[] {
  if (value === 'true') return true
  if (value === 'false') return false
  if (/^\d+$/.test(value)) return Number(value)
  return value.split(',').map((item) => item.trim())
}

export type AppEnv = {
  appEnv: 'development' | 'production' | 'test'
  isProduction: boolean
  port: number
  host: string
  publicUrl: string
  /**
   * The origins the site answers a browser's session on: PUBLIC_URL, and outside production also
   * the addresses a developer opens it at on this machine or from a phone on the same network.
   */
  siteOrigins: string[]
  dataDir: string
  /** Where uploaded and generated files live: DATA_DIR, or the S3 store every process shares. */
  objectStore: ObjectStoreEnv
  databaseUri: string
  payloadSecret: string
  adminEmail?: string
  adminPassword?: string
  seedDemoContent: boolean
  cmsInternalPort: number
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  /** Which proxies in front of the host may tell the client's address (X-Forwarded-For). */
  trustProxy: boolean | number | string[]
  rateLimitStore: 'memory' | 'database'
  /** Compress pages and API answers here (on) or leave it to the reverse proxy (off). */
  compression: boolean
  /** Every SQL statement on stdout, for counting queries per request (npm run bench:http). */
  logDbQueries: boolean
  /** One line per request and Payload's entries: readable text, or one JSON object a line for a log collector. */
  logFormat: 'text' | 'json'
  /** How long a stop (SIGTERM) lets requests in flight finish before the process exits anyway. */
  shutdownGraceSeconds: number
  /** Who may read /metrics: client addresses/CIDRs (METRICS_ALLOW), or anyone with the bearer token (METRICS_TOKEN). */
  metrics: { allow: string[]; token?: string }
  payments: PaymentsEnv
  /** How often funnel events are rolled up for reports (0: never here, e.g. when another process does it). */
  analyticsRollupEveryMinutes: number
  /** SMTP server for outgoing email; without it, email is captured in the admin's outbox. */
  smtpUrl?: string
  emailFrom: string
  ai: AiEnv
  media: MediaEnv
  /** What the simulators check (null when none runs): see config/simulator-keys.ts. */
  simulatorKeys: SimulatorKeys | null
}

/**
 * The AI tools' outside services (app/ai-tools/): the avatar-video service (HeyGen Avatar IV) and the
 * image model (Gemini). Each is real when its key is set, otherwise the local simulator under
 * /dev/ai/<service>/ — never in production unless MEDIA_SIMULATOR=true; null: unavailable.
 */
export type MediaEnv = {
  /** Whether a service here is simulated (real keys switch a service's simulator off). */
  simulatorEnabled: boolean
  video: { apiKey: string; baseUrl: string; uploadUrl: string; simulated: boolean } | null
  image: { apiKey: string; baseUrl: string; model: string; simulated: boolean } | null
  /** How long the video simulator takes to render (pending, then processing, then completed). */
  simulatorRenderMs: number
  /** How often the page asks for a video's status (spec: 8 s; tests set it lower). */
  videoPollMs: number
}

/**
 * The AI model behind the assistant, the daily task and grading: any OpenAI-compatible server when
 * AI_BASE_URL is set (`model`), otherwise the offline mode that answers from the platform's content.
 */
export type AiEnv =
  | { mode: 'offline'; model: string }
  | { mode: 'model'; baseUrl: string; apiKey?: string; model: string; imageModel: string; timeoutMs: number }

/**
 * Each provider is real when its keys are set, otherwise served by the local simulator
 * (dev/simulators/payments/<provider>/simulator.server.ts) — never in production unless PAYMENT_SIMULATOR=true.
 */
export type PaymentsEnv = {
  /** Whether a provider here is simulated (real keys switch a provider's simulator off). */
  simulatorEnabled: boolean
  /** How often due subscriptions are charged (0: never, e.g. when another process does it). */
  renewalsEveryMinutes: number
  solidgate: {
    merchantId: string
    secretKey: string
    webhookMerchantId: string
    webhookSecretKey: string
    apiUrl: string
    paymentPageUrl: string
    simulated: boolean
  } | null
  ecommpay: { projectId: number; secretKey: string; apiUrl: string; paymentPageUrl: string; simulated: boolean } | null
}

export { ConfigError }

/** Parses and resolves the environment. Throws ConfigError with one readable line per problem. */
export function readEnv(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): AppEnv {
  // `FOO=` in a .env file means "not set", as it does for most tools.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(given)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration — ${lines.join('; ')}`)
  }
  const env = parsed.data
  const appEnv = env.APP_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'development')
  const isProduction = appEnv === 'production'
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  if (!env.APP_ENV && !isProduction && !isLoopbackUrl(publicUrl)) {
    throw new ConfigError(
      `PUBLIC_URL ${publicUrl} is not this machine, and without APP_ENV the site would run in development mode ` +
        '(simulated payments, a generated PAYLOAD_SECRET). Set APP_ENV=production for a real site, ' +
        'or APP_ENV=development to run a development site on that address',
    )
  }
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? 'data')
  const databaseUri = resolveDatabaseUri(env.DATABASE_URI, dataDir, cwd)

  // `next build` loads the Payload config to collect page data but signs nothing with the secret.
  const building = given.NEXT_PHASE === 'phase-production-build'
  if (isProduction && !env.PAYLOAD_SECRET && !building) {
    throw new ConfigError('PAYLOAD_SECRET is required when APP_ENV (or NODE_ENV) is production')
  }

  let keys: SimulatorKeys | undefined
  // Read (or generated) only when a simulator runs: a production site without one writes no file.
  const simulatorKeys = () => (keys ??= simulatorKeysFrom(simulatorSecret(env.SIMULATOR_SECRET, dataDir)))
  const payments = readPaymentsEnv(env, isProduction, publicUrl, simulatorKeys)
  const media = readMediaEnv(env, isProduction, publicUrl, simulatorKeys)

  return {
    appEnv,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    siteOrigins: isProduction
      ? [publicUrl]
      : [publicUrl, ...localOrigins(env.PORT)].filter((origin, index, all) => all.indexOf(origin) === index),
    dataDir,
    objectStore: readObjectStore(env, dataDir),
    databaseUri,
    payloadSecret: env.PAYLOAD_SECRET ?? developmentSecret(dataDir),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemoContent: env.SEED_DEMO_CONTENT === 'true',
    cmsInternalPort: env.CMS_INTERNAL_PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    rateLimitStore: env.RATE_LIMIT_STORE,
    compression: env.COMPRESSION === 'on',
    logDbQueries: env.LOG_DB_QUERIES === 'true',
    logFormat: env.LOG_FORMAT,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    metrics: {
      allow: env.METRICS_ALLOW === 'none' ? [] : env.METRICS_ALLOW.split(',').map((item) => item.trim()),
      token: env.METRICS_TOKEN,
    },
    payments,
    analyticsRollupEveryMinutes: env.ANALYTICS_ROLLUP_EVERY_MINUTES,
    smtpUrl: env.SMTP_URL,
    emailFrom: env.EMAIL_FROM,
    ai: env.AI_BASE_URL
      ? {
          mode: 'model',
          baseUrl: env.AI_BASE_URL.replace(/\/$/, ''),
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL,
          imageModel: env.AI_IMAGE_MODEL,
          timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
        }
      : { mode: 'offline', model: 'offline' },
    media,
    simulatorKeys: keys ?? null,
  }
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: addresses only this machine can open. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

type Env = z.infer<typeof envSchema>

function readMediaEnv(env: Env, isProduction: boolean, publicUrl: string, simulatorKeys: () => SimulatorKeys): MediaEnv {
  const simulatorEnabled = env.MEDIA_SIMULATOR === 'true' || (env.MEDIA_SIMULATOR === 'auto' && !isProduction)
  const simulatorBase = `${publicUrl}/dev/ai`
  const trim = (url: string) => url.replace(/\/$/, '')
  const video = env.HEYGEN_API_KEY
    ? { apiKey: env.HEYGEN_API_KEY, baseUrl: trim(env.VIDEO_BASE_URL), uploadUrl: trim(env.VIDEO_UPLOAD_URL), simulated: false }
    : simulatorEnabled
      ? {
          apiKey: simulatorKeys().heygen,
          baseUrl: `${simulatorBase}/heygen/api`,
          uploadUrl: `${simulatorBase}/heygen/upload`,
          simulated: true,
        }
      : null
  const image = env.GEMINI_API_KEY
    ? { apiKey: env.GEMINI_API_KEY, baseUrl: trim(env.IMAGE_BASE_URL), model: env.IMAGE_MODEL, simulated: false }
    : simulatorEnabled
      ? { apiKey: simulatorKeys().gemini, baseUrl: `${simulatorBase}/gemini`, model: env.IMAGE_MODEL, simulated: true }
      : null
  if (env.MEDIA_SIMULATOR === 'true' && env.HEYGEN_API_KEY && env.GEMINI_API_KEY) {
    throw new ConfigError(
      'MEDIA_SIMULATOR=true asks for the media simulators, but HEYGEN_API_KEY and GEMINI_API_KEY make both services real: ' +
        'remove MEDIA_SIMULATOR (or set it to auto) to use the real services, or remove the keys to simulate them',
    )
  }
  return {
    simulatorEnabled: Boolean(video?.simulated || image?.simulated),
    video,
    image,
    simulatorRenderMs: env.VIDEO_SIMULATOR_RENDER_MS,
    videoPollMs: env.VIDEO_POLL_MS,
  }
}

function readPaymentsEnv(env: Env, isProduction: boolean, publicUrl: string, simulatorKeys: () => SimulatorKeys): PaymentsEnv {
  const simulatorEnabled = env.PAYMENT_SIMULATOR === 'true' || (env.PAYMENT_SIMULATOR === 'auto' && !isProduction)
  const solidgateKeys = [
    env.SOLIDGATE_MERCHANT_ID,
    env.SOLIDGATE_SECRET_KEY,
    env.SOLIDGATE_WEBHOOK_MERCHANT_ID,
    env.SOLIDGATE_WEBHOOK_SECRET_KEY,
  ]
  const ecommpayKeys = [env.ECOMMPAY_PROJECT_ID, env.ECOMMPAY_SECRET_KEY]
  if (solidgateKeys.some(Boolean) && !solidgateKeys.every(Boolean)) {
    throw new ConfigError('Set all four SOLIDGATE_* keys (merchant id, secret key, webhook merchant id, webhook secret key) or none')
  }
  if (ecommpayKeys.some(Boolean) && !ecommpayKeys.every(Boolean)) {
    throw new ConfigError('Set both ECOMMPAY_PROJECT_ID and ECOMMPAY_SECRET_KEY or neither')
  }
  const simulatorBase = `${publicUrl}/dev/payments`
  const solidgate = env.SOLIDGATE_MERCHANT_ID
    ? {
        merchantId: env.SOLIDGATE_MERCHANT_ID,
        secretKey: env.SOLIDGATE_SECRET_KEY!,
        webhookMerchantId: env.SOLIDGATE_WEBHOOK_MERCHANT_ID!,
        webhookSecretKey: env.SOLIDGATE_WEBHOOK_SECRET_KEY!,
        apiUrl: env.SOLIDGATE_API_URL.replace(/\/$/, ''),
        paymentPageUrl: env.SOLIDGATE_PAYMENT_PAGE_URL.replace(/\/$/, ''),
        simulated: false,
      }
    : simulatorEnabled
      ? {
          ...simulatorKeys().solidgate,
          apiUrl: `${simulatorBase}/solidgate/api`,
          paymentPageUrl: `${simulatorBase}/solidgate/page`,
          simulated: true,
        }
      : null
  const ecommpay = env.ECOMMPAY_PROJECT_ID
    ? {
        projectId: Number(env.ECOMMPAY_PROJECT_ID),
        secretKey: env.ECOMMPAY_SECRET_KEY!,
        apiUrl: env.ECOMMPAY_API_URL.replace(/\/$/, ''),
        paymentPageUrl: env.ECOMMPAY_PAYMENT_PAGE_URL.replace(/\/$/, ''),
        simulated: false,
      }
    : simulatorEnabled
      ? {
          ...simulatorKeys().ecommpay,
          apiUrl: `${simulatorBase}/ecommpay/api`,
          paymentPageUrl: `${simulatorBase}/ecommpay/page`,
          simulated: true,
        }
      : null
  if (env.PAYMENT_SIMULATOR === 'true' && solidgate && ecommpay && !solidgate.simulated && !ecommpay.simulated) {
    throw new ConfigError(
      'PAYMENT_SIMULATOR=true asks for the payment simulator, but the SOLIDGATE_* and ECOMMPAY_* keys make both providers real: ' +
        'remove PAYMENT_SIMULATOR (or set it to auto) to take real payments, or remove the keys to simulate them',
    )
  }
  return {
    simulatorEnabled: Boolean(solidgate?.simulated || ecommpay?.simulated),
    renewalsEveryMinutes: env.RENEWALS_EVERY_MINUTES,
    solidgate,
    ecommpay,
  }
}

/** A relative `file:` path is made absolute against the working directory, never a bundled file. */
function resolveDatabaseUri(uri: string | undefined, dataDir: string, cwd: string): string {
  if (!uri) return `file:${path.join(dataDir, 'app.db')}`
  if (uri.startsWith('file:')) {
    const filePath = uri.slice('file:'.length)
    return `file:${path.resolve(cwd, filePath)}`
  }
  return uri
}

/** Outside production a secret is generated once and kept, so admin sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

let cached: AppEnv | undefined

/** The simulators' keys; only called where a simulator runs (its route or its instance). */
export function requireSimulatorKeys(env: AppEnv): SimulatorKeys {
  if (!env.simulatorKeys) throw new Error('No simulator runs in this configuration')
  return env.simulatorKeys
}

/** The environment of this process, read once. */
export function getEnv(): AppEnv {
  cached ??= readEnv()
  return cached
}

/** The real providers' hosted payment pages (the simulators live on the site's own origin). */
export function paymentPageOrigins(payments: PaymentsEnv): string[] {
  return [payments.solidgate, payments.ecommpay]
    .filter((provider) => provider && !provider.simulated)
    .map((provider) => new URL(provider!.paymentPageUrl).origin)
}
