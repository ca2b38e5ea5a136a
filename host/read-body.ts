import type { Request } from 'express'

/** The whole request body (the caller has checked its length); cmsProxy sends it on from res.locals.cmsBody. */
export function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}
