import { readExperimentVariant, serializeExperimentVariant } from './cookies.server'
import { assignVariant, challenge100kExperiment } from '../rules/experiment'

/**
 * `/experiment`: the visitor's variant of the 100k challenge — the one a cookie remembers, else
 * one drawn by weight — and where to send them, with the query string (ad parameters) kept.
 */
export async function assignExperimentVariant(request: Request, random = Math.random()): Promise<{ location: string; headers: Headers }> {
  const remembered = await readExperimentVariant(request)
  const variant = assignVariant(challenge100kExperiment, remembered, random)
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  if (variant !== remembered) headers.append('Set-Cookie', await serializeExperimentVariant(variant))
  return { location: `/experiment/${variant}${new URL(request.url).search}`, headers }
}
