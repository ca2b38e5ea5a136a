import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'

/**
 * The one description of the process environment. Every variable is documented in `.env.example`
 * and the README; anything not listed here is not configuration.
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
    .refine(isTrustProxy, 'TRUST_PROXY: use true, false, a hop count, or addresses/CIDRs/loopback/linklocal/uniquelocal separated by commas'),
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).default('memory'),
})

const proxyPresets = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false' || /^\d+$/.test(value)) return true
  return value.split(',').every((item) => {
    const entry = item.trim()
    const [address, bits] = entry.split('/')
    return proxyPresets.has(entry) || (isIP(address ?? '') > 0 && (bits === undefined || /^\d{1,3}$/.test(bits)))
  })
}

/** Express's `trust proxy` setting from TRUST_PROXY (see the README's Configuration table). */
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
  dataDir: string
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
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

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
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? 'data')
  const databaseUri = resolveDatabaseUri(env.DATABASE_URI, dataDir, cwd)

  // `next build` loads the Payload config to collect page data but signs nothing with the secret.
  const building = given.NEXT_PHASE === 'phase-production-build'
  if (isProduction && !env.PAYLOAD_SECRET && !building) {
    throw new ConfigError('PAYLOAD_SECRET is required when APP_ENV (or NODE_ENV) is production')
  }

  return {
    appEnv,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUri,
    payloadSecret: env.PAYLOAD_SECRET ?? developmentSecret(dataDir),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemoContent: env.SEED_DEMO_CONTENT === 'true',
    cmsInternalPort: env.CMS_INTERNAL_PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    rateLimitStore: env.RATE_LIMIT_STORE,
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

/** The environment of this process, read once. */
export function getEnv(): AppEnv {
  cached ??= readEnv()
  return cached
}
