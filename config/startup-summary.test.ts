import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readEnv } from './env'
import { startupSummary } from './startup-summary'

const dir = () => mkdtempSync(path.join(tmpdir(), 'summary-'))

describe('startupSummary', () => {
  it('names every simulated service on a site started with no settings', () => {
    const env = readEnv({}, dir())
    expect(startupSummary(env, false)).toEqual([
      'Environment: development (APP_ENV not set)',
      'Payments, Solidgate: SIMULATED at /dev/payments/solidgate (no SOLIDGATE_* keys)',
      'Payments, Ecommpay: SIMULATED at /dev/payments/ecommpay (no ECOMMPAY_* keys)',
      'Video (HeyGen): SIMULATED at /dev/ai/heygen (no HEYGEN_API_KEY)',
      'Image (Gemini): SIMULATED at /dev/ai/gemini (no GEMINI_API_KEY)',
      'AI model: offline mode (no AI_BASE_URL)',
      `Files: on this machine under ${env.dataDir} (no S3_BUCKET)`,
      'Email: not sent, kept in the admin’s Email outbox (no SMTP_URL)',
    ])
  })

  it('tells real, off and simulated apart in production, and warns when a simulator runs there', () => {
    const env = readEnv(
      {
        APP_ENV: 'production',
        PAYLOAD_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://learn.example',
        ECOMMPAY_PROJECT_ID: '42',
        ECOMMPAY_SECRET_KEY: 'e',
        MEDIA_SIMULATOR: 'true',
        GEMINI_API_KEY: 'g',
        AI_BASE_URL: 'https://user:pw@api.openai.com/v1',
        AI_API_KEY: 'sk-secret',
        SMTP_URL: 'smtp://user:pass@mail.example:587',
        S3_BUCKET: 'site-files',
        S3_ENDPOINT: 'https://minio.example:9000',
        S3_SECRET_ACCESS_KEY: 's3-secret',
        S3_ACCESS_KEY_ID: 's3-id',
      },
      dir(),
    )
    const lines = startupSummary(env, true)
    expect(lines).toEqual([
      'Environment: production (APP_ENV)',
      'Payments, Solidgate: off (no SOLIDGATE_* keys, and its simulator is not allowed here)',
      'Payments, Ecommpay: real (ECOMMPAY_* keys set)',
      'Video (HeyGen): SIMULATED at /dev/ai/heygen (no HEYGEN_API_KEY)',
      'Image (Gemini): real (GEMINI_API_KEY set)',
      'AI model: gpt-4o-mini at api.openai.com',
      'Files: S3 bucket site-files at minio.example:9000',
      'Email: sent through SMTP_URL',
      'WARNING: simulators run in production (PAYMENT_SIMULATOR/MEDIA_SIMULATOR=true): nothing they serve is real',
    ])
    expect(lines.join('\n')).not.toMatch(/sk-secret|pw@|pass@|s3-secret|s3-id/)
  })
})
