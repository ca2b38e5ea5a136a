/**
 * Per-client rate limits, one store for the whole process: the host's Express layer (Payload's
 * login endpoints) and the Remix build (the product's sign-in, sign-up, funnel sessions) are
 * separate module graphs, so the store lives on a process-global slot — the same way Payload
 * shares its one instance between them (cms/get-payload.ts).
 *
 * The store is pluggable: memory by default (one process per site), or the database
 * (RATE_LIMIT_STORE=database, app/http/rate-limit-database-store.server.ts) when several processes or
 * machines serve the site and must share one count.
 *
 * A client that is an IP address is counted by its network (client-network.ts): IPv4 per address,
 * IPv6 per /64.
 */
import { clientNetwork } from './client-network'

export type RateLimitRule = { name: string; limit: number; windowMs: number }
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export interface RateLimitStore {
  /** Records one attempt for `key` unless the rule's limit is reached within its window. */
  hit(key: string, rule: RateLimitRule, now: number): Promise<RateLimitResult>
  /** Whether `key` is still within the rule's limit, recording nothing (for limits that count only failures). */
  peek(key: string, rule: RateLimitRule, now: number): Promise<RateLimitResult>
  /** Records one attempt for `key`, checking nothing. */
  record(key: string, rule: RateLimitRule, now: number): Promise<void>
}

export const rateLimitRules = {
  /**
   * Failed sign-ins per client address, one count for the site, the API and both Payload logins.
   * Only failures count: a class or an office signing in together behind one address is never
   * held up, while guessing passwords stays slow here and each account locks after 5 wrong ones.
   */
  login: { name: 'login', limit: 10, windowMs: 60_000 },
  /**
   * Plain sign-up (/auth/signup, /api/auth/signup, the landings' set-email) per address: a school
   * class or an office signing up together (30–40 people in a few minutes) stays well inside 60 per
   * 10 minutes, and the daily 300 still caps what one address can mint (each account gets the
   * assistant's allowance). Post-purchase sign-up has no address limit: the paid order proves it.
   */
  signup: { name: 'signup', limit: 60, windowMs: 10 * 60_000 },
  signupDaily: { name: 'signup-daily', limit: 300, windowMs: 24 * 60 * 60_000 },
  /** Password reset and unlock requests of the Payload auth collections. */
  passwordReset: { name: 'password-reset', limit: 5, windowMs: 15 * 60_000 },
  /**
   * New funnel sessions per client address. A row is written only once a visitor has answered
   * (the first screen costs nothing), and progress also lives in the browser, so this only has to
   * stop a script filling the table: 1,200 per 10 minutes is two new visitors a second for ten
   * minutes from one address — four times the 300-in-5-minutes ad burst behind one carrier address
   * that must pass (tests/security/funnel-session-limits.test.ts), and more than any human group makes.
   */
  funnelSession: { name: 'funnel-session', limit: 1_200, windowMs: 10 * 60_000 },
  /**
   * New funnel sessions per visitor cookie. A visitor owns one session per funnel and only makes
   * another when the cookie that names it is lost; a client that keeps its visitor cookie but drops
   * the session cookie to mint rows stops here.
   */
  funnelSessionPerVisitor: { name: 'funnel-session-visitor', limit: 10, windowMs: 60 * 60_000 },
  /** Requests for an emailed code or link per client (app sign-up, reset): each may send a message. */
  codeRequest: { name: 'code-request', limit: 5, windowMs: 15 * 60_000 },
  /**
   * Codes and links mailed to one inbox (rate-limit.server.ts `hitRecipientLimit`), whichever
   * clients ask: without it, many client addresses could flood one person's inbox. 5 an hour is
   * more than a person who mistypes or loses a code needs (each code lives 15 minutes). Requests
   * count whether or not the address has an account, so a refusal tells nobody which do; the price
   * is that someone who floods an address can keep its owner from a new code for an hour.
   */
  codeMailPerRecipient: { name: 'code-mail-recipient', limit: 5, windowMs: 60 * 60_000 },
  /** Code checks per client, on top of the 5 tries each code allows: guessing across codes stays slow. */
  codeCheck: { name: 'code-check', limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>

/** A sliding window of attempt times per key, in this process's memory. */
export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, number[]>()

  async hit(key: string, rule: RateLimitRule, now: number): Promise<RateLimitResult> {
    const result = await this.peek(key, rule, now)
    if (result.ok) await this.record(key, rule, now)
    return result
  }

  async peek(key: string, { limit, windowMs }: RateLimitRule, now: number): Promise<RateLimitResult> {
    const recent = this.recent(key, windowMs, now)
    if (recent.length < limit) return { ok: true }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) }
  }

  async record(key: string, { windowMs }: RateLimitRule, now: number): Promise<void> {
    this.windows.set(key, [...this.recent(key, windowMs, now), now])
    if (this.windows.size > 10_000) this.forgetIdle(now, windowMs)
  }

  private recent(key: string, windowMs: number, now: number): number[] {
    return (this.windows.get(key) ?? []).filter((time) => now - time < windowMs)
  }

  private forgetIdle(now: number, windowMs: number) {
    for (const [key, times] of this.windows) if (times.every((time) => now - time >= windowMs)) this.windows.delete(key)
  }
}

let store: RateLimitStore | undefined

/** The host installs the configured store at start-up, through the server build (app/host-port.server.ts); without one, memory. */
export function installRateLimitStore(chosen: RateLimitStore): void {
  store = chosen
}

export function rateLimitStore(): RateLimitStore {
  return (store ??= new MemoryRateLimitStore())
}

/** One attempt of `client` (an IP address, a visitor id) under `rule`. */
export function hitRateLimit(rule: RateLimitRule, client: string, now = Date.now()): Promise<RateLimitResult> {
  return rateLimitStore().hit(keyOf(rule, client), rule, now)
}

const keyOf = (rule: RateLimitRule, client: string) => `${rule.name}:${clientNetwork(client)}`

/**
 * Whether `client` may try again under a rule that counts only failures (failed sign-ins), and
 * `failed` to count one: the caller checks first and reports a failure once it knows.
 */
export async function failureLimit(rule: RateLimitRule, client: string, now = Date.now()) {
  const key = keyOf(rule, client)
  return {
    allowed: await rateLimitStore().peek(key, rule, now),
    failed: () => rateLimitStore().record(key, rule, Date.now()),
  }
}

export const rateLimitMessage = (seconds: number) =>
  `Too many attempts from your network. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`

/** "12 seconds" or "4 minutes": how long a refused person waits, as they would say it. */
export const waitText = (seconds: number) =>
  seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`

export const recipientLimitMessage = (seconds: number) =>
  `We have already sent several emails with a code or link to this address. Check its inbox and spam folder for the newest one, or ask again in ${waitText(seconds)}.`

/** Seconds until the next UTC day, when the daily allowances (prompts, plan generations) start again. */
export function secondsUntilNextUtcDay(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000))
}
