import type { Request, Response } from 'express'

/**
 * A refusal from the host itself, in the shape the caller expects: the product API's
 * `{"error":{"title","message"}}`, Payload's `{"errors":[{"message"}]}` under /cms/api, plain text
 * for pages. When the body was not read, the connection closes so an unread upload cannot hang it.
 */
export function refuse(req: Request, res: Response, status: number, title: string, message: string, unreadBody = false): void {
  if (unreadBody) res.set('Connection', 'close')
  res.status(status).set('Cache-Control', 'no-store')
  const path = req.path
  if (path === '/api' || path.startsWith('/api/')) res.json({ error: { title, message } })
  else if (path.startsWith('/cms/api')) res.json({ errors: [{ message }] })
  else res.type('text/plain').send(message)
}
