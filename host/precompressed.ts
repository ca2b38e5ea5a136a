import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { RequestHandler } from 'express'

/** What is worth compressing: text assets over 1 kB (images and fonts are compressed already). */
const compressible = /\.(?:js|mjs|css|svg|json|html|txt|map|webmanifest)$/i
const minBytes = 1024

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file under `dir`, at the highest
 * levels: done once at build time, so serving an asset costs no compression CPU.
 */
export function precompressDirectory(dir: string): number {
  if (!existsSync(dir)) return 0
  let written = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const content = readFileSync(file)
    if (content.length < minBytes) continue
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }))
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
    written++
  }
  return written
}

/**
 * Serves the build's precompressed twin of a fingerprinted asset (brotli, else gzip) to browsers
 * that accept it; anything else falls through to express.static. Small on purpose: the maintained
 * alternatives add more than this does.
 */
export function precompressedAssets(dir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const relative = path.normalize(decodeURIComponent(req.path)).replace(/^([/\\])+/, '')
    if (relative.startsWith('..') || !compressible.test(relative)) return next()
    const accepted = String(req.headers['accept-encoding'] ?? '')
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
    if (!encoding) return next()
    const file = path.join(dir, `${relative}.${encoding === 'br' ? 'br' : 'gz'}`)
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) return next()
    res.vary('Accept-Encoding')
    res.type(path.extname(relative))
    res.setHeader('Content-Encoding', encoding)
    res.sendFile(file, { immutable: true, maxAge: '1y' })
  }
}
