import { readExperimentVariant, serializeExperimentVariant } from '../../core/visitor-cookies.server'
import { assignVariant } from '../rules/experiment'
import { getExperiment } from '~/analytics/index.server'

/**
 * `/experiment`: the visitor's variant of the test (Funnels → Experiment in the admin) — the one a cookie remembers, else
 * one drawn by weight — and where to send them, with the query string (ad parameters) kept.
 */
export async function assignExperimentVariant(request: Request, random = Math.random()): Promise<{ location: string; headers: Headers }> {
  const remembered = await readExperimentVariant(request)
  const variant = assignVariant(await getExperiment(), remembered, random)
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  if (variant !== remembered) headers.append('Set-Cookie', await serializeExperimentVariant(variant))
  return { location: `/experiment/${variant}${new URL(request.url).search}`, headers }
}
