import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { applyConfiguration, loadConfiguration } from '../../config/configuration'
import { redactUri } from '../../config/database-uri'
import { funnelsDir } from './load'

const schemaRef = '../schemas/generated/funnel.schema.json'

/** The definition as a file: `$schema` first, then the keys in the order marketers wrote them. */
export function funnelFileText(definition: Record<string, unknown>): string {
  const { $schema: _ignored, ...rest } = definition
  return `${JSON.stringify({ $schema: schemaRef, ...rest }, null, 2)}\n`
}

/**
 * Writes the published CMS version of each funnel (or of the ids given) to funnels/<id>.json, so
 * changes made in the admin can be reviewed in git. Reads the database named by DATABASE_URI.
 */
export async function exportFunnels(ids: string[]): Promise<number> {
  const env = loadConfiguration()
  applyConfiguration(env)
  const { getPayloadClient } = await import('@cms/get-payload')
  const payload = await getPayloadClient()
  try {
    const { docs } = await payload.find({
      collection: 'funnels',
      where: ids.length ? { funnelId: { in: ids } } : { _status: { equals: 'published' } },
      overrideAccess: false,
      depth: 0,
      limit: 500,
      sort: 'funnelId',
    })
    for (const doc of docs) {
      const file = path.join(funnelsDir, `${doc.funnelId}.json`)
      writeFileSync(file, funnelFileText(doc.definition as Record<string, unknown>))
      console.log(`✓ ${doc.funnelId} → ${path.relative(process.cwd(), file)}`)
    }
    const missing = ids.filter((id) => !docs.some((doc) => doc.funnelId === id))
    for (const id of missing) console.error(`✗ ${id}: no published funnel with this id in ${redactUri(env.databaseUri)}`)
    console.log(`${docs.length} exported from ${redactUri(env.databaseUri)}`)
    return missing.length ? 1 : 0
  } finally {
    await payload.destroy()
  }
}
