'use client'
import { screenSchema, type ScreenType } from '@schemas/screens'
import { funnelSettingsSchema } from '@schemas/funnel/settings'
import { fieldsOf, type NamedField } from './form-spec'
import type { Json, Path } from './form-model'
import { type IssueMap, pathKey } from './issues'
import { screenTypeName } from '@schemas/screens/screen-type-names'
import { StudioIcon } from './StudioIcon'
import { StudioField } from './StudioFields'

type ChangeHandler = (path: Path, value: unknown) => void

const fieldsByType = new Map(screenSchema.options.map((option) => [option.shape.type.value as ScreenType, fieldsOf(option)]))

/** The selected screen's fields, generated from its type's schema. */
export function StudioScreenForm({
  screen,
  index,
  issues,
  onChange,
}: {
  screen: Json
  index: number
  issues: IssueMap
  onChange: ChangeHandler
}) {
  const type = screen.type as ScreenType
  const fields = fieldsByType.get(type) ?? []
  const own = issues.get(pathKey(['screens', index]))
  return (
    <section className="studio-form" aria-labelledby="studio-form-title">
      <h2 id="studio-form-title" className="studio-form__title">
        <StudioIcon name={type} size={20} />
        {screenTypeName(type)} · screen {index + 1}
      </h2>
      {own ? (
        <p className="studio-field__error" role="alert">
          {own.join(' ')}
        </p>
      ) : null}
      {fields.map((field) => (
        <StudioField
          key={field.name}
          field={field}
          path={['screens', index, field.name]}
          value={screen[field.name]}
          issues={issues}
          onChange={onChange}
        />
      ))}
    </section>
  )
}

const funnelFields: NamedField[] = [
  { name: 'title', label: 'Funnel name (staff only)', spec: { kind: 'text', multiline: false }, optional: false },
  { name: 'description', label: 'What this funnel is for (staff only)', spec: { kind: 'text', multiline: true }, optional: false },
  {
    name: 'version',
    label: 'Content version',
    spec: { kind: 'number', integer: true },
    optional: false,
    hint: 'Raise it when a change should restart visitors who are halfway through.',
  },
  {
    name: 'settings',
    label: 'Images, testimonials, paywall and loader',
    spec: { kind: 'group', fields: fieldsOf(funnelSettingsSchema) },
    optional: false,
  },
]

/** Funnel-wide settings: names, images, testimonials, the paywall's plan set and the loader. */
export function StudioSettingsForm({ rest, issues, onChange }: { rest: Json; issues: IssueMap; onChange: ChangeHandler }) {
  return (
    <section className="studio-form" aria-labelledby="studio-settings-title">
      <h2 id="studio-settings-title" className="studio-form__title">
        Funnel settings
      </h2>
      {funnelFields.map((field) => (
        <StudioField key={field.name} field={field} path={[field.name]} value={rest[field.name]} issues={issues} onChange={onChange} />
      ))}
    </section>
  )
}
