import type React from 'react'
import { useId, useState } from 'react'

export type FieldRule = { label: string; met: (value: string) => boolean }

type TextFieldProps = {
  label: string
  /** For a field whose purpose is plain from where it sits (a chat composer): the label is read, not shown. */
  labelHidden?: boolean
  hint?: React.ReactNode
  /** The server's (or the form's) message for this field. */
  error?: string
  /** Rules shown under the field and ticked as the person types (e.g. password rules). */
  rules?: readonly FieldRule[]
  multiline?: boolean
  /** Visible lines of a multiline field. */
  rows?: number
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'size'>

/**
 * A labelled text field. Messages are ours, never the browser's bubbles: forms using it set
 * `noValidate`. A password field gets a show/hide toggle.
 */
export function TextField({
  label,
  labelHidden = false,
  hint,
  error,
  rules,
  multiline,
  rows,
  type = 'text',
  id,
  className,
  onChange,
  ...props
}: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const [shown, setShown] = useState(false)
  const [value, setValue] = useState(String(props.defaultValue ?? props.value ?? ''))
  const isPassword = type === 'password'
  const describedBy = [hint && `${inputId}-hint`, rules?.length && `${inputId}-rules`, error && `${inputId}-error`]
    .filter(Boolean)
    .join(' ')
  const common = {
    id: inputId,
    className: ['ui-input', isPassword && 'ui-input--with-toggle', className].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
  return (
    <div className="ui-field">
      <label className={labelHidden ? 'ui-sr-only' : 'ui-field__label'} htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p className="ui-field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="ui-field__control">
        {multiline ? (
          <textarea
            {...common}
            rows={rows}
            {...(props as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
            onChange={(event) => {
              setValue(event.target.value)
              onChange?.(event as unknown as React.ChangeEvent<HTMLInputElement>)
            }}
          />
        ) : (
          <input
            {...common}
            {...props}
            type={isPassword && shown ? 'text' : type}
            onChange={(event) => {
              setValue(event.target.value)
              onChange?.(event)
            }}
          />
        )}
        {isPassword ? (
          <button
            type="button"
            className="ui-field__toggle"
            aria-controls={inputId}
            aria-pressed={shown}
            onClick={() => setShown((now) => !now)}
          >
            {shown ? 'Hide' : 'Show'}
            <span className="ui-sr-only"> password</span>
          </button>
        ) : null}
      </div>
      {rules?.length ? (
        <ul className="ui-rules" id={`${inputId}-rules`}>
          {rules.map((rule) => {
            const met = rule.met(value)
            return (
              <li key={rule.label} data-met={met}>
                {rule.label}
                <span className="ui-sr-only">{met ? ' (done)' : ' (not yet)'}</span>
              </li>
            )
          })}
        </ul>
      ) : null}
      {error ? (
        <p className="ui-field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
