import type { AddressInfo } from 'node:net'
import express from 'express'
import helmet from 'helmet'
import { describe, expect, it } from 'vitest'
import { adminHeaders, cspNonce, nextNonce, siteHeaders } from './security-headers'

async function headersOf(app: express.Express, path = '/'): Promise<Headers> {
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)
    return response.headers
  } finally {
    server.close()
  }
}

function site(options: { https: boolean; dev: boolean; formActionOrigins?: string[] }) {
  const app = express()
  app.use(siteHeaders(options))
  app.get('/', (_req, res) => res.send(cspNonce(res)))
  app.get('/studio-preview', (_req, res) => res.send(cspNonce(res)))
  app.get('/content-preview', (_req, res) => res.send(cspNonce(res)))
  app.get('/content-preview/draft', (_req, res) => res.send(cspNonce(res)))
  return app
}

describe('security headers', () => {
  it('lets only the admin on this origin frame the two previews; every other page stays unframed', async () => {
    for (const path of ['/studio-preview', '/content-preview']) {
      const preview = await headersOf(site({ https: false, dev: false }), path)
      expect(preview.get('content-security-policy'), path).toContain("frame-ancestors 'self'")
      expect(preview.get('x-frame-options'), path).toBe('SAMEORIGIN')
    }
    for (const path of ['/', '/content-preview/draft']) {
      const page = await headersOf(site({ https: false, dev: false }), path)
      expect(page.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
      expect(page.get('x-frame-options'), path).toBe('DENY')
    }
  })

  it('adds HSTS and upgrade-insecure-requests only when the public address is https', async () => {
    const https = await headersOf(site({ https: true, dev: false }))
    expect(https.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(https.get('content-security-policy')).toContain('upgrade-insecure-requests')
    const http = await headersOf(site({ https: false, dev: false }))
    expect(http.get('strict-transport-security')).toBeNull()
    expect(http.get('content-security-policy')).not.toContain('upgrade-insecure-requests')
  })

  it('writes the policy helmet would, with a new nonce per response', async () => {
    const helmetPolicy = async (https: boolean, formAction: string[]) => {
      const app = express()
      app.use(
        helmet({
          contentSecurityPolicy: {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", "'nonce-NONCE'"],
              scriptSrcAttr: ["'none'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'", 'data:'],
              connectSrc: ["'self'"],
              // Lesson videos and their caption tracks play from the https address the CMS holds (issue #46).
              mediaSrc: ["'self'", 'https:', 'data:', 'blob:'],
              workerSrc: ["'self'", 'blob:'],
              manifestSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction,
              frameAncestors: ["'none'"],
              ...(https ? { upgradeInsecureRequests: [] } : {}),
            },
          },
        }),
      )
      app.get('/', (_req, res) => res.send('ok'))
      return (await headersOf(app)).get('content-security-policy')
    }
    for (const https of [false, true]) {
      const app = site({ https, dev: false, formActionOrigins: ['https://pay.example'] })
      const [first, second] = [await headersOf(app), await headersOf(app)]
      const nonces = [first, second].map((headers) => /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1])
      expect(nonces[0]).toBeTruthy()
      expect(nonces[0]).not.toBe(nonces[1])
      expect(first.get('content-security-policy')!.replace(nonces[0]!, 'NONCE')).toBe(
        await helmetPolicy(https, ["'self'", 'https://pay.example']),
      )
    }
  })

  it('refuses a form-action origin that would open another directive', () => {
    expect(() => siteHeaders({ https: true, dev: false, formActionOrigins: ["https://pay.example; script-src 'unsafe-inline'"] })).toThrow(
      /plain origin/,
    )
  })

  it('leaves the CSP to Vite in development but keeps the other headers', async () => {
    const dev = await headersOf(site({ https: false, dev: true }))
    expect(dev.get('content-security-policy')).toBeNull()
    expect(dev.get('x-content-type-options')).toBe('nosniff')
  })

  it('gives the admin only what Next tolerates', async () => {
    const app = express()
    app.use(adminHeaders({ https: true, dev: false }))
    app.get('/', (_req, res) => res.send('ok'))
    const headers = await headersOf(app)
    expect(headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    expect(headers.get('strict-transport-security')).toContain('max-age=31536000')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('page nonces', () => {
  it('are 16 bytes, and never repeat across pools', () => {
    const nonces = Array.from({ length: 1000 }, () => nextNonce())
    expect(new Set(nonces).size).toBe(1000)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})
