'use client'
import { FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { titleOf, useFunnelChoices } from './use-experiment-facts'
import './experiment.scss'

/** A variant's funnel, chosen by the title marketers know it by; the funnel id is what is saved. */
export function FunnelPicker({ path, field, readOnly }: TextFieldClientProps) {
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const funnels = useFunnelChoices()
  const id = `field-${path.replaceAll('.', '__')}`
  const choices = funnels.status === 'ready' ? funnels.value : []
  const unknown = value && !choices.some((funnel) => funnel.funnelId === value)
  return (
    <div className={`field-type experiment-funnel${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label || 'Funnel'} required={field.required} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} message={errorMessage} />
        <select
          id={id}
          className="experiment-editor__select"
          value={value ?? ''}
          disabled={readOnly}
          aria-invalid={showError || undefined}
          onChange={(event) => setValue(event.target.value)}
        >
          <option value="">{funnels.status === 'loading' ? 'Loading the funnels…' : 'Choose a funnel'}</option>
          {unknown ? <option value={value}>{titleOf(funnels, value)}</option> : null}
          {choices.map((funnel) => (
            <option key={funnel.funnelId} value={funnel.funnelId}>
              {funnel.title}
            </option>
          ))}
        </select>
        {funnels.status === 'failed' ? <p className="experiment-editor__note">{funnels.reason}</p> : null}
      </div>
    </div>
  )
}
