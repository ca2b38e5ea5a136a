'use client'
import { useId, useState } from 'react'
import type { FieldSpec, NamedField } from './form-spec'
import { isRecord, moveItem, type Path } from './form-model'
import { type IssueMap, pathKey } from './issues'
import { newItem } from './new-value'
import { useStudioChoices } from './use-studio-choices'
import { choiceLabel } from './field-labels'
import { MediaPicker } from './MediaPicker'
import { testimonialSetName } from './testimonial-set-choices'
import { ImageSetField } from './ImageSetField'

/** A field's default as the form would show it: a choice by its name, a switch as on or off. */
function defaultText(field: NamedField): string {
  if (typeof field.defaultValue === 'boolean') return field.defaultValue ? 'on' : 'off'
  return field.spec.kind === 'enum' ? choiceLabel(field.name, String(field.defaultValue)) : String(field.defaultValue)
}

export type FieldProps = {
  field: NamedField
  path: Path
  value: unknown
  issues: IssueMap
  onChange: (path: Path, value: unknown) => void
}

/** One value of a screen or of the settings, drawn from its schema, with zod's messages under it. */
export function StudioField(props: FieldProps) {
  const { field } = props
  if (field.spec.kind === 'fixed') return null
  if (field.name === 'imageSet') return <ImageSetField {...props} />
  if (field.spec.kind === 'group') return <GroupField {...props} spec={field.spec} />
  if (field.spec.kind === 'list') return <ListField {...props} spec={field.spec} />
  return <LeafField {...props} />
}

function Messages({ issues, path, id }: { issues: IssueMap; path: Path; id: string }) {
  const messages = issues.get(pathKey(path))
  if (!messages) return null
  return (
    <p className="studio-field__error" id={id} role="alert">
      {messages.join(' ')}
    </p>
  )
}

function LeafField({ field, path, value, issues, onChange }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const invalid = issues.has(pathKey(path))
  const described = [invalid ? errorId : '', field.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  const common = { id, 'aria-invalid': invalid || undefined, 'aria-describedby': described, name: pathKey(path) }
  const clear = (next: unknown) => onChange(path, next === '' && field.optional ? undefined : next)
  const defaultNote = field.defaultValue !== undefined && typeof field.defaultValue !== 'object' ? ` (default: ${defaultText(field)})` : ''

  return (
    <div className={`studio-field studio-field--${field.spec.kind}${invalid ? ' studio-field--invalid' : ''}`}>
      <label htmlFor={id} className="studio-field__label">
        {field.label}
        {field.optional ? <span className="studio-field__optional"> optional{defaultNote}</span> : null}
      </label>
      {field.hint ? (
        <p className="studio-field__hint" id={`${id}-hint`}>
          {field.hint}
        </p>
      ) : null}
      <Control field={field} value={value} common={common} onValue={clear} />
      <Messages issues={issues} path={path} id={errorId} />
    </div>
  )
}

type ControlProps = {
  field: NamedField
  value: unknown
  common: Record<string, unknown> & { id: string }
  onValue: (value: unknown) => void
}

function Control({ field, value, common, onValue }: ControlProps) {
  const { spec } = field
  const text = value === undefined || value === null ? '' : String(value)
  const choices = useStudioChoices()
  if (field.name === 'planSet') {
    const sets =
      choices.planSets.some((set) => set.id === text) || !text ? choices.planSets : [...choices.planSets, { id: text, label: text }]
    return (
      <select {...common} value={text} onChange={(event) => onValue(event.target.value)}>
        <option value="">{field.optional ? 'The funnel’s plan set' : 'Choose a plan set'}</option>
        {sets.map((set) => (
          <option key={set.id} value={set.id}>
            {set.label}
          </option>
        ))}
      </select>
    )
  }
  if (field.name === 'testimonialSet') {
    const sets =
      choices.testimonialSets.some((set) => set.id === text) || !text
        ? choices.testimonialSets
        : [...choices.testimonialSets, { id: text, label: `${testimonialSetName(text)} (none in Testimonials yet)` }]
    return (
      <select {...common} value={text} onChange={(event) => onValue(event.target.value)}>
        {field.optional ? <option value="">General reviews (the default)</option> : null}
        {sets.map((set) => (
          <option key={set.id} value={set.id}>
            {set.label}
          </option>
        ))}
      </select>
    )
  }
  if (field.name === 'icon' && spec.kind === 'text') {
    return (
      <div className="studio-field__image">
        <input {...common} type="text" value={text} onChange={(event) => onValue(event.target.value)} />
        <MediaPicker label={field.label} value={text} onPick={onValue} />
        {text.startsWith('/') ? <img src={text} alt="" className="studio-field__thumb" /> : null}
      </div>
    )
  }
  switch (spec.kind) {
    case 'text':
      return spec.multiline ? (
        <textarea {...common} rows={3} value={text} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...common} type="text" value={text} onChange={(event) => onValue(event.target.value)} />
      )
    case 'image':
      return (
        <div className="studio-field__image">
          <input {...common} type="text" value={text} onChange={(event) => onValue(event.target.value)} />
          <MediaPicker label={field.label} value={text} onPick={onValue} />
          {text.startsWith('/') ? <img src={text} alt="" className="studio-field__thumb" /> : null}
        </div>
      )
    case 'number':
      return (
        <input
          {...common}
          type="number"
          step={spec.integer ? 1 : 'any'}
          value={text}
          onChange={(event) => onValue(event.target.value === '' ? '' : Number(event.target.value))}
        />
      )
    case 'boolean':
      return (
        <input {...common} type="checkbox" role="switch" checked={value === true} onChange={(event) => onValue(event.target.checked)} />
      )
    case 'enum':
      return (
        <select {...common} value={text} onChange={(event) => onValue(event.target.value)}>
          {field.optional || !text ? <option value="">{field.optional ? 'Default' : 'Choose…'}</option> : null}
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {choiceLabel(field.name, option)}
            </option>
          ))}
        </select>
      )
    default:
      return <JsonControl common={common} value={value} onValue={onValue} />
  }
}

/** Rules and maps as a small JSON box: applied when it parses, its own message when it does not. */
function JsonControl({ common, value, onValue }: Omit<ControlProps, 'field'>) {
  const [draft, setDraft] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)))
  const [broken, setBroken] = useState(false)
  return (
    <>
      <textarea
        {...common}
        className="studio-field__json"
        rows={Math.min(8, draft.split('\n').length + 1)}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value)
          if (event.target.value.trim() === '') {
            setBroken(false)
            return onValue('')
          }
          try {
            onValue(JSON.parse(event.target.value) as unknown)
            setBroken(false)
          } catch {
            setBroken(true)
          }
        }}
      />
      {broken ? (
        <p className="studio-field__error">Not finished yet: this box takes JSON, e.g. {'{ "screen": "screen1", "equals": "option1" }'}.</p>
      ) : null}
    </>
  )
}

function GroupField({ field, path, value, issues, onChange, spec }: FieldProps & { spec: Extract<FieldSpec, { kind: 'group' }> }) {
  const id = useId()
  if (value === undefined && field.optional) {
    return (
      <div className="studio-field studio-field--absent">
        <button type="button" className="studio-button studio-button--ghost" onClick={() => onChange(path, newItem(spec, [], field.label))}>
          Add {field.label.toLowerCase()}
        </button>
        {field.hint ? <p className="studio-field__hint">{field.hint}</p> : null}
      </div>
    )
  }
  const record = isRecord(value) ? value : {}
  return (
    <fieldset className="studio-group">
      <legend>{field.label}</legend>
      {field.hint ? <p className="studio-field__hint">{field.hint}</p> : null}
      <Messages issues={issues} path={path} id={`${id}-error`} />
      {spec.fields.map((child) => (
        <StudioField
          key={child.name}
          field={child}
          path={[...path, child.name]}
          value={record[child.name]}
          issues={issues}
          onChange={onChange}
        />
      ))}
      {field.optional ? (
        <button type="button" className="studio-button studio-button--ghost" onClick={() => onChange(path, undefined)}>
          Remove {field.label.toLowerCase()}
        </button>
      ) : null}
    </fieldset>
  )
}

function ListField({ field, path, value, issues, onChange, spec }: FieldProps & { spec: Extract<FieldSpec, { kind: 'list' }> }) {
  const id = useId()
  const items = Array.isArray(value) ? value : []
  const fixed = spec.fixedLength !== undefined
  const set = (next: unknown[]) => onChange(path, next.length === 0 && field.optional ? undefined : next)
  const itemField = (index: number): NamedField => ({
    name: String(index),
    label: `${spec.itemLabel} ${index + 1}`,
    spec: spec.item,
    optional: false,
  })
  return (
    <fieldset className="studio-group studio-list">
      <legend>{field.label}</legend>
      {field.hint ? <p className="studio-field__hint">{field.hint}</p> : null}
      <Messages issues={issues} path={path} id={`${id}-error`} />
      <ol className="studio-list__items">
        {items.map((item, index) => (
          <li key={index} className="studio-list__item">
            <StudioField field={itemField(index)} path={[...path, index]} value={item} issues={issues} onChange={onChange} />
            {fixed ? null : (
              <div className="studio-list__actions">
                <button
                  type="button"
                  className="studio-button studio-button--small"
                  disabled={index === 0}
                  onClick={() => set(moveItem(items, index, index - 1))}
                >
                  Move up<span className="studio-sr"> {itemField(index).label}</span>
                </button>
                <button
                  type="button"
                  className="studio-button studio-button--small"
                  disabled={index === items.length - 1}
                  onClick={() => set(moveItem(items, index, index + 1))}
                >
                  Move down<span className="studio-sr"> {itemField(index).label}</span>
                </button>
                <button
                  type="button"
                  className="studio-button studio-button--small studio-button--danger"
                  onClick={() => set(items.filter((_, at) => at !== index))}
                >
                  Remove<span className="studio-sr"> {itemField(index).label}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {fixed ? null : (
        <button type="button" className="studio-button" onClick={() => set([...items, newItem(spec.item, items, spec.itemLabel)])}>
          Add {spec.itemLabel.toLowerCase()}
        </button>
      )}
    </fieldset>
  )
}
