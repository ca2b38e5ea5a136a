import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small OpenAI-compatible server for tests: each request to /v1/... is answered by the next
 * scripted handler, and every request is recorded (path, body, headers, whether the client hung
 * up before the answer was complete), so a test proves what really went over HTTP.
 */
export type Recorded = {
  path: string
  body: Record<string, unknown>
  headers: IncomingMessage['headers']
  closedEarly: boolean
  /** When each piece of a streamed answer was written (Date.now()). */
  piecesSentAt: number[]
}
export type Handler = (request: Recorded, response: ServerResponse) => void | Promise<void>

export async function startOpenAiTestServer() {
  const script: Handler[] = []
  const requests: Recorded[] = []
  const server = createServer(async (req, res) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const recorded: Recorded = {
      path: req.url ?? '',
      body: raw ? JSON.parse(raw) : {},
      headers: req.headers,
      closedEarly: false,
      piecesSentAt: [],
    }
    requests.push(recorded)
    res.on('close', () => {
      recorded.closedEarly = !res.writableFinished
    })
    const handler = script.shift()
    if (!handler) {
      res.writeHead(500).end('no scripted answer left')
      return
    }
    await handler(recorded, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The answers to the next requests, in order. */
    answer(...handlers: Handler[]) {
      script.push(...handlers)
    },
    /** Forgets unused answers and the recorded requests (a test that scripted more than it used). */
    reset() {
      script.length = 0
      requests.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body))
  }

export const completion = (content: string) => json(200, { choices: [{ index: 0, message: { role: 'assistant', content } }] })

/** An SSE answer: one chunk per piece, `gapMs` apart, then [DONE] (unless `hang`: it never ends). */
export const streamed =
  (pieces: string[], options: { gapMs?: number; hang?: boolean } = {}): Handler =>
  async (request, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    for (const piece of pieces) {
      if (res.destroyed) return
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`)
      request.piecesSentAt.push(Date.now())
      await new Promise((resolve) => setTimeout(resolve, options.gapMs ?? 0))
    }
    if (options.hang) return
    res.end('data: [DONE]\n\n')
  }

/** Never answers: for timeouts. */
export const silent: Handler = () => undefined
