import type { Request, Response } from 'express'

/** Node drains an unread body this small to keep the connection; a larger one closes it. */
const drainableBytes = 64 * 1024

/**
 * A refusal from the host itself, in the shape the caller expects: the product API's
 * `{"error":{"title","message"}}`, Payload's `{"errors":[{"message"}]}` under /cms/api, plain text
 * for pages. An unread body larger than a few kilobytes (or of unknown length) closes the
 * connection, so an upload the host refused is never read to its end.
 */
export function refuse(req: Request, res: Response, status: number, title: string, message: string): void {
  const length = Number(req.get('content-length') ?? 0)
  if (req.get('transfer-encoding') || !(length <= drainableBytes)) res.set('Connection', 'close')
  res.status(status).set('Cache-Control', 'no-store')
  const path = req.path
  if (path === '/api' || path.startsWith('/api/')) res.json({ error: { title, message } })
  else if (path.startsWith('/cms/api')) res.json({ errors: [{ message }] })
  else res.type('text/plain').send(message)
}
