/**
 * A stand-in for one host process that crash-recovery.test.ts kills with SIGKILL and starts again:
 * it runs with the test's environment (its database, PUBLIC_URL the test's front server) and does
 * what a host does with money — applies the provider's webhooks, charges add-ons, runs the
 * features' subscriptions — and, asked, one pass of the payments sweep and the mail job.
 * Run with tsx; prints "ready" once it listens on CRASH_HOST_PORT.
 */
import { createServer, type IncomingMessage } from 'node:http'

const { getPayloadClient } = await import('@cms/get-payload')
const { subscribeFeatures } = await import('../../../app/subscriptions.server')
const { handleWebhook } = await import('../../../app/payments/server/webhook.server')
const { buyUpsell } = await import('../../../app/payments/server/upsells.server')
const { sweepPayments } = await import('../../../app/payments/server/sweep.server')
const { runMailJob } = await import('../../../app/mail/server/mail-job.server')

const payload = await getPayloadClient()
subscribeFeatures()

async function body(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url!, 'http://127.0.0.1')
  try {
    if (url.pathname === '/api/payments/solidgate/webhook') {
      const request = new Request(url, { method: 'POST', headers: req.headers as Record<string, string>, body: await body(req) })
      const answer = await handleWebhook('solidgate', request)
      return void res.writeHead(answer.status).end(await answer.text())
    }
    if (url.pathname === '/addon') {
      const { studentId, productId } = JSON.parse(new TextDecoder().decode(await body(req))) as { studentId: number; productId: string }
      const student = await payload.findByID({ collection: 'students', id: studentId, depth: 0, overrideAccess: true })
      const outcome = await buyUpsell({ ...student, collection: 'students' }, productId, { provider: 'solidgate' })
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(outcome))
    }
    if (url.pathname === '/background') {
      // One pass of the sweep and the mail job, as the worker runs them, `ahead` ms from now.
      const now = new Date(Date.now() + Number(url.searchParams.get('ahead') ?? 0))
      const swept = await sweepPayments(now)
      const mail = await runMailJob(now)
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ swept, mail }))
    }
    res.writeHead(404).end()
  } catch (error) {
    res.writeHead(500).end(String(error))
  }
})
server.listen(Number(process.env.CRASH_HOST_PORT), '127.0.0.1', () => console.log('ready'))
