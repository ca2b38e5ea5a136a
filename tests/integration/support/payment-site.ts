/**
 * A stand-in for the site in integration tests: a node:http server (PUBLIC_URL) that serves the
 * Solidgate simulator (dev/simulators, as the host mounts it) and the site's webhook route, so the
 * real adapter, simulator and webhook code talk over HTTP to a real Payload.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body = Buffer.concat(chunks)
  return new Request(new URL(req.url!, origin), {
    method: req.method,
    headers: req.headers as Record<string, string>,
    ...(body.length ? { body } : {}),
  })
}

async function send(res: ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()))
}

/** Starts the stand-in and points PUBLIC_URL at it (read once by getEnv(), so call this first). */
export async function startPaymentSite(): Promise<{
  origin: string
  close: () => Promise<void>
  /** The simulator handles the next request whose path ends so, then its answer is lost on the way back. */
  loseNextAnswer: (pathEnd: string) => void
  /** The next `count` webhooks never reach the site's route (a process that died): answered 503 unread. */
  refuseWebhooks: (count: number) => void
}> {
  let origin = ''
  let lose: string | null = null
  let refuse = 0
  const server = createServer(async (req, res) => {
    const request = await toRequest(req, origin)
    const { pathname } = new URL(request.url)
    try {
      if (pathname.startsWith('/dev/payments/solidgate/')) {
        const { handleSimulatorRequest } = await import('../../../dev/simulators')
        const answer = (await handleSimulatorRequest(request))!
        if (lose !== null && pathname.endsWith(lose)) {
          lose = null
          return void res.destroy()
        }
        return await send(res, answer)
      }
      if (pathname === '/api/payments/solidgate/webhook') {
        if (refuse > 0) {
          refuse -= 1
          return void res.writeHead(503).end()
        }
        const { handleWebhook } = await import('../../../app/payments/server/webhook.server')
        return await send(res, await handleWebhook('solidgate', request))
      }
      res.writeHead(404).end()
    } catch (error) {
      if (error instanceof Response) return send(res, error)
      res.writeHead(500).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.env.PUBLIC_URL = origin
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    loseNextAnswer: (pathEnd) => {
      lose = pathEnd
    },
    refuseWebhooks: (count) => {
      refuse = count
    },
  }
}

/** Pays through the simulator's hosted page with a test card, as a browser would. */
export async function payOnPage(redirectUrl: string, origin: string, cardNumber: string): Promise<Response> {
  const page = await fetch(redirectUrl)
  if (page.status !== 200) throw new Error(`payment page answered ${page.status}`)
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())![1]!
  const form = new URLSearchParams({ card_number: cardNumber, expiry: '12/39', cvv: '123', card_holder: 'Ann Lee' })
  return fetch(new URL(action, origin), { method: 'POST', body: form, redirect: 'manual' })
}
