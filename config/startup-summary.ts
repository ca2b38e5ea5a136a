import type { AppEnv } from './env'

type Service = { simulated: boolean } | null

function line(name: string, service: Service, simulatorPath: string, keys: string): string {
  if (!service) return `${name}: off (no ${keys}, and its simulator is not allowed here)`
  return service.simulated ? `${name}: SIMULATED at ${simulatorPath} (no ${keys})` : `${name}: real (${keys} set)`
}

/**
 * What the start-up log says about this site: which kind of site it is and, for every outside
 * service, whether it is real, simulated on this site, or off — so nobody runs simulated payments
 * in production without seeing it (docs/decisions/014-simulators-and-environments.md).
 */
export function startupSummary(env: AppEnv, appEnvGiven: boolean): string[] {
  const { payments, media, ai } = env
  const mode = appEnvGiven ? `${env.appEnv} (APP_ENV)` : `${env.appEnv} (APP_ENV not set)`
  const lines = [
    `Environment: ${mode}`,
    line('Payments, Solidgate', payments.solidgate, '/dev/payments/solidgate', 'SOLIDGATE_* keys'),
    line('Payments, Ecommpay', payments.ecommpay, '/dev/payments/ecommpay', 'ECOMMPAY_* keys'),
    line('Video (HeyGen)', media.video, '/dev/ai/heygen', 'HEYGEN_API_KEY'),
    line('Image (Gemini)', media.image, '/dev/ai/gemini', 'GEMINI_API_KEY'),
    ai.mode === 'model' ? `AI model: ${ai.model} at ${new URL(ai.baseUrl).host}` : 'AI model: offline mode (no AI_BASE_URL)',
    env.objectStore.kind === 's3'
      ? `Files: S3 bucket ${env.objectStore.bucket}${env.objectStore.endpoint ? ` at ${new URL(env.objectStore.endpoint).host}` : ''}`
      : `Files: on this machine under ${env.dataDir} (no S3_BUCKET)`,
    env.smtpUrl ? 'Email: sent through SMTP_URL' : 'Email: not sent, kept in the admin’s Email outbox (no SMTP_URL)',
  ]
  if (env.isProduction && (payments.simulatorEnabled || media.simulatorEnabled)) {
    lines.push('WARNING: simulators run in production (PAYMENT_SIMULATOR/MEDIA_SIMULATOR=true): nothing they serve is real')
  }
  return lines
}
