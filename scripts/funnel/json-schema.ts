import path from 'node:path'
import { z } from 'zod'
import { funnelSchema } from '@schemas/funnel/definition'

export const jsonSchemaFile = path.resolve('schemas/generated/funnel.schema.json')

/** The JSON Schema editors use to validate funnels/*.json as you type (cross-checks are zod-only). */
export function funnelJsonSchema(): string {
  const schema = z.toJSONSchema(funnelSchema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12', reused: 'ref' })
  return `${JSON.stringify({ ...schema, title: 'Funnel definition', $id: 'funnel.schema.json' }, null, 2)}\n`
}
