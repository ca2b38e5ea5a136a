/**
 * How the security tests talk to the real host: plain fetch over loopback, with the headers a
 * browser, a native app or an attacker would send. Every call acts from its own client address
 * (X-Forwarded-For, trusted from loopback) unless one is given, so the per-IP login limit of one
 * test never spills into another.
 */
import { randomUUID } from 'node:crypto'
import { inject } from 'vitest'
import { securityAdmin } from './accounts'

export const base = inject('baseUrl')
export const evilOrigin = 'https://evil.example'

// Per file (files share a process, vitest.security.config.ts): 32 random bits, not the process id.
const fileNetwork = Number.parseInt(randomUUID().slice(0, 8), 16)
let lastNetwork = 0
/**
 * A fresh /64 in the documentation range (RFC 3849, 2001:db8::/32). The host counts an IPv6
 * client by its /64 (app/http/client-network.ts), so the counter varies the network itself: the
 * 32 bits after 2001:db8 start at this file's random number and count up from there.
 */
function newNetwork(): string {
  lastNetwork += 1
  const network = (fileNetwork + lastNetwork) % 2 ** 32
  return `2001:db8:${(network >>> 16).toString(16)}:${(network & 0xffff).toString(16)}`
}

/** An address of a fresh /64 network, to stand for one client. */
export function newClientIp(): string {
  return `${newNetwork()}::1`
}

/** Addresses within one fresh /64, as one IPv6 client (a phone, a home router) may rotate among them. */
export function newClientNetwork(): (host: number) => string {
  const network = newNetwork()
  return (host) => `${network}::${host.toString(16)}`
}

export type CallOptions = Omit<RequestInit, 'body'> & {
  /** The client address the host should see. */
  ip?: string
  /** Sent as `Authorization: Bearer <token>` (the apps; Payload accepts the same header). */
  token?: string
  /** Sent as the Cookie header, e.g. `payload-token=…`. */
  cookie?: string
  /** Headers a browser adds: a page of this site, or a page of another site. */
  browser?: 'same-origin' | 'cross-site'
  /** A JSON body (sets Content-Type). */
  json?: unknown
  body?: RequestInit['body']
  /** Another host than the suite's (a test that starts its own); a same-origin browser's Origin follows it. */
  base?: string
}

export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const { ip, token, cookie, browser, json, headers: given, base: host = base, ...init } = options
  const headers = new Headers(given)
  headers.set('X-Forwarded-For', ip ?? newClientIp())
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (cookie) headers.set('Cookie', cookie)
  if (browser === 'same-origin') {
    headers.set('Sec-Fetch-Site', 'same-origin')
    headers.set('Origin', host)
  }
  if (browser === 'cross-site') {
    headers.set('Sec-Fetch-Site', 'cross-site')
    headers.set('Origin', evilOrigin)
  }
  let body = init.body
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(json)
  }
  return fetch(`${host}${path}`, { redirect: 'manual', ...init, headers, body })
}

export type TestStudent = { id: number; email: string; password: string; token: string; cookie: string }

/** Signs up a new student through the product's API, as a native app would (no Origin, no cookie). */
export async function signUpStudent(password = 'Str0ng-Pass!'): Promise<TestStudent> {
  const email = `student-${randomUUID()}@example.com`
  const response = await call('/api/auth/signup', { method: 'POST', json: { email, password } })
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`)
  const body = (await response.json()) as { token: string; student: { id: number } }
  return { id: body.student.id, email, password, token: body.token, cookie: `payload-token=${body.token}` }
}

let staff: Promise<string> | undefined
/** The seeded admin's Payload token (logged in once per test file). */
export function staffToken(): Promise<string> {
  staff ??= (async () => {
    const response = await call('/cms/api/users/login', { method: 'POST', json: securityAdmin })
    if (response.status !== 200) throw new Error(`staff login answered ${response.status}: ${await response.text()}`)
    return ((await response.json()) as { token: string }).token
  })()
  return staff
}

/** The body of a JSON answer, or its text when it is not JSON. */
export async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The newest mail to `to` as an admin reads it in the Email outbox: `text` as kept, `delivered` as sent (email is simulated here). */
export async function latestMail(to: string): Promise<{ subject?: string; text?: string; html?: string; delivered?: string } | undefined> {
  const query = `where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt&limit=1`
  const response = await call(`/cms/api/email-outbox?${query}`, { token: await staffToken() })
  if (response.status !== 200) throw new Error(`the outbox answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { docs: Array<{ subject?: string; text?: string; html?: string; delivered?: string }> }).docs[0]
}

/** The 6-digit code last mailed to `email`, from the delivered copy (the kept text has it blanked). */
export async function mailedCode(email: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await latestMail(email))?.delivered ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

export type StaffMember = { id: number; email: string; password: string; token: string }

/** A staff account with one role, made by the seeded admin and signed in as staff sign in (decision 023). */
export async function staffMember(role: 'admin' | 'marketer' | 'support'): Promise<StaffMember> {
  const account = { email: `${role}-${randomUUID()}@example.com`, password: 'Staff!role-pass1' }
  const created = await call('/cms/api/users', { method: 'POST', token: await staffToken(), json: { ...account, roles: [role] } })
  if (created.status !== 201) throw new Error(`creating a ${role} answered ${created.status}: ${await created.text()}`)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const login = await call('/cms/api/users/login', { method: 'POST', json: account })
  if (login.status !== 200) throw new Error(`the ${role}'s login answered ${login.status}: ${await login.text()}`)
  return { ...account, id: doc.id, token: ((await login.json()) as { token: string }).token }
}
