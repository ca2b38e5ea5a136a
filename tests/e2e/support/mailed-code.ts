import type { AdminApi } from '../fixtures'

/**
 * The 6-digit code last mailed to `email`, as the admin opens it in the Email outbox: the kept text
 * has it blanked, `delivered` is the mail as sent while email is simulated (decision 023).
 */
export async function mailedCode(admin: AdminApi, email: string): Promise<string> {
  const [message] = await admin.docs<{ delivered?: string }>(
    `email-outbox?where[to][equals]=${encodeURIComponent(email)}&sort=-createdAt&limit=1`,
  )
  return /\b(\d{6})\b/.exec(message?.delivered ?? '')?.[1] ?? ''
}
