import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { funnelFileText } from './export'

describe('funnelFileText', () => {
  it('writes a funnel exactly as it is committed, so an export of unchanged funnels has no diff', () => {
    for (const name of readdirSync('funnels').filter((file) => file.endsWith('.json'))) {
      const text = readFileSync(path.join('funnels', name), 'utf8')
      expect(funnelFileText(JSON.parse(text))).toBe(text)
    }
  })

  it('puts $schema first even when the stored definition lacks it', () => {
    expect(funnelFileText({ id: 'x', schemaVersion: 1 })).toBe(
      '{\n  "$schema": "../schemas/generated/funnel.schema.json",\n  "id": "x",\n  "schemaVersion": 1\n}\n',
    )
  })
})
