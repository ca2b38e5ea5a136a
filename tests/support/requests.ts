/** The site address the integration tests pretend to be (the default PUBLIC_URL). */
export const site = 'http://localhost:3000'

type Options = { cookie?: string; origin?: string | null; query?: string }

export function postJson(path: string, body: unknown, options: Options = {}): Request {
  return new Request(`${site}${path}${options.query ?? ''}`, {
    method: 'POST',
    headers: headers(options, { 'Content-Type': 'application/json' }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export function postForm(path: string, fields: Record<string, string>, options: Options = {}): Request {
  return new Request(`${site}${path}${options.query ?? ''}`, {
    method: 'POST',
    headers: headers(options, { 'Content-Type': 'application/x-www-form-urlencoded' }),
    body: new URLSearchParams(fields).toString(),
  })
}

export function get(path: string, options: Options = {}): Request {
  return new Request(`${site}${path}${options.query ?? ''}`, { headers: headers({ ...options, origin: null }, {}) })
}

function headers(options: Options, extra: Record<string, string>): Headers {
  const result = new Headers(extra)
  if (options.origin !== null) result.set('Origin', options.origin ?? site)
  if (options.cookie) result.set('Cookie', options.cookie)
  return result
}

/** The browser's cookie header after a response: earlier cookies with the response's Set-Cookie applied. */
export function withCookies(cookie: string, responseHeaders: Headers | undefined): string {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]),
  )
  for (const line of responseHeaders?.getSetCookie() ?? []) {
    const [pair] = line.split(';')
    const [name, value] = pair!.split(/=(.*)/s)
    jar.set(name!, value ?? '')
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}
