import { describe, expect, it } from 'vitest'
import { screenSchema } from '@schemas/screens'
import { funnelSettingsSchema } from '@schemas/funnel/settings'
import { choiceLabel } from './field-labels'
import { fieldsOf, type NamedField } from './form-spec'

/** Every choice field the studio draws, nested ones included, with its options. */
function choiceFields(fields: NamedField[]): { name: string; options: string[] }[] {
  return fields.flatMap((field) => {
    const spec = field.spec.kind === 'list' ? field.spec.item : field.spec
    if (spec.kind === 'enum') return [{ name: field.name, options: spec.options }]
    return spec.kind === 'group' ? choiceFields(spec.fields) : []
  })
}

describe('choices in the studio', () => {
  it('name known choices in words', () => {
    expect(choiceLabel('buttonType', 'BOX')).toBe('Tiles in a grid')
    expect(choiceLabel('decoration', 'gift-box')).toBe('A gift box')
    expect(choiceLabel('kind', 'single_option')).toBe('Single option')
    expect(choiceLabel('hint', 'Choose all that apply')).toBe('Choose all that apply')
  })

  it('never show a code value (CAPITALS, snake_case, kebab-case or lower case) for any choice of any screen or setting', () => {
    const all = [
      ...screenSchema.options.flatMap((schema) => choiceFields(fieldsOf(schema))),
      ...choiceFields(fieldsOf(funnelSettingsSchema)),
    ]
    expect(all.length).toBeGreaterThan(4)
    const raw = all.flatMap(({ name, options }) =>
      options.map((option) => `${name}: ${choiceLabel(name, option)}`).filter((text) => /: ([A-Z]{2,}|\S*[_-]\S*|[a-z])/.test(text)),
    )
    expect(raw).toEqual([])
  })
})
