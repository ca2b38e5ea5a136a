import { existsSync, readdirSync } from 'node:fs'
import express, { type RequestHandler } from 'express'

type StaticOptions = Parameters<typeof express.static>[1]

/**
 * express.static for the build's public files, asked only when the path starts with one of the
 * directory's top-level entries (read once: the build does not change while the site runs).
 * Every page request used to cost a failed `stat` first, ~2–4 % of a signed-in page's CPU and
 * more of a cached funnel page's (docs/decisions/008).
 */
export function publicFiles(dir: string, options: StaticOptions): RequestHandler {
  const entries = new Set(existsSync(dir) ? readdirSync(dir) : [])
  const files = express.static(dir, options)
  return (req, res, next) => {
    const first = req.path.split('/')[1] ?? ''
    let name = first
    try {
      name = decodeURIComponent(first)
    } catch {
      // decodablePath refuses such paths earlier; whatever is left is not one of our files
    }
    return entries.has(name) ? files(req, res, next) : next()
  }
}
