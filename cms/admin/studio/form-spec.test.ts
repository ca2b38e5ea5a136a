import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { screenSchema } from '@schemas/screens'
import { funnelSettingsSchema } from '@schemas/funnel/settings'
import { fieldsOf, type FieldSpec, specOf } from './form-spec'

const schemaOf = (type: string) => screenSchema.options.find((option) => option.shape.type.value === type)!
const fieldMap = (type: string) => Object.fromEntries(fieldsOf(schemaOf(type)).map((field) => [field.name, field]))

describe('form controls from the screen schemas', () => {
  it('maps a single-choice screen to text, select and a list of option groups', () => {
    const fields = fieldMap('SingleOption')
    expect(fields.type).toBeUndefined()
    expect(fields.title).toMatchObject({ spec: { kind: 'text', multiline: false }, optional: false })
    expect(fields.description).toMatchObject({ spec: { kind: 'text', multiline: true }, optional: true })
    expect(fields.image).toMatchObject({ spec: { kind: 'image' } })
    expect(fields.buttonType).toMatchObject({
      spec: { kind: 'enum', options: ['DEFAULT', 'BOX'] },
      optional: true,
      defaultValue: 'DEFAULT',
    })
    const options = fields.options!.spec as Extract<FieldSpec, { kind: 'list' }>
    expect(options.kind).toBe('list')
    expect(options.itemLabel).toBe('Option')
    const item = options.item as Extract<FieldSpec, { kind: 'group' }>
    expect(item.fields.map((field) => field.name)).toEqual(['id', 'value', 'icon', 'answer', 'level', 'exclusive'])
    expect(fields.id!.label).toBe('Screen name (used by rules)')
    expect(item.fields[0]!.label).toBe('Name (used by rules)')
    expect(item.fields.find((field) => field.name === 'level')!.spec).toEqual({ kind: 'enum', options: ['Low', 'Moderate', 'High'] })
    expect(fields.skipIf).toMatchObject({ spec: { kind: 'json' }, hint: 'Skip this screen when the condition holds.' })
  })

  it('knows whole numbers, fixed-length pairs and nested groups', () => {
    expect(fieldMap('MultipleOption').minSelections!.spec).toEqual({ kind: 'number', integer: true })
    expect(fieldMap('Loader').loadingTime!.spec).toEqual({ kind: 'number', integer: false })
    expect(fieldMap('YesNo').options!.spec).toMatchObject({ kind: 'list', fixedLength: 2 })
    expect(fieldMap('Paywall').discount).toMatchObject({ optional: true, spec: { kind: 'group' } })
  })

  it('gives every field of every shipped screen a control', () => {
    const dir = path.resolve(__dirname, '../../../funnels')
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
      const funnel = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { screens: Record<string, unknown>[] }
      for (const screen of funnel.screens) {
        const known = new Set(['type', ...fieldsOf(schemaOf(screen.type as string)).map((field) => field.name)])
        expect(
          Object.keys(screen).filter((key) => !known.has(key)),
          `${name} ${String(screen.id)}`,
        ).toEqual([])
      }
    }
  })

  it('maps the funnel settings with their defaults', () => {
    const settings = Object.fromEntries(fieldsOf(funnelSettingsSchema).map((field) => [field.name, field]))
    expect(settings.imageSet).toMatchObject({ spec: { kind: 'text' }, defaultValue: 'default' })
    expect(specOf(funnelSettingsSchema.shape.paywall)).toMatchObject({ kind: 'group' })
    expect(fieldMap('Paywall').planSet!.hint).toBe(
      'Leave it on the funnel’s plan set (Funnel settings → Paywall) unless this paywall should offer other plans.',
    )
  })
})
