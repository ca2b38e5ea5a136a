import { existsSync } from 'node:fs'
import path from 'node:path'
import { databaseKind } from './database-uri'
import { type AppEnv, ConfigError, readEnv } from './env'

/**
 * For command-line entry points (start, seed, funnel export): reads `.env` if present, validates
 * the environment and exits with one clear line when it is wrong — never a stack trace.
 */
export function loadConfiguration(root = process.cwd()): AppEnv {
  const envFile = path.join(root, '.env')
  if (existsSync(envFile)) process.loadEnvFile(envFile)
  try {
    const env = readEnv()
    databaseKind(env.databaseUri)
    return env
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`✗ ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}

/** Publishes the resolved values, so modules imported afterwards (the Payload config) see them. */
export function applyConfiguration(env: AppEnv, extra: Record<string, string> = {}): void {
  Object.assign(process.env, {
    APP_ENV: env.appEnv,
    DATABASE_URI: env.databaseUri,
    PAYLOAD_SECRET: env.payloadSecret,
    PUBLIC_URL: env.publicUrl,
    DATA_DIR: env.dataDir,
    ...extra,
  })
}
