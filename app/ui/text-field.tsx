import type React from 'react'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { useHydrated } from './use-hydrated'

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
  /**
   * The field's text as the person types it. A controlled field (`value`) sets its state here, not
   * in `onChange`: this also hands over what was typed before the page's JavaScript ran.
   */
  onValueChange?: (value: string) => void
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'size'>

/**
 * A labelled text field. Messages are ours, never the browser's bubbles: forms using it set
 * `noValidate`. A password field gets a show/hide toggle.
 *
 * A fast person types into the server-rendered field before hydration. React keeps that text in
 * the DOM while hydrating, but a controlled field's next render would write its (empty) state back
 * over it, and the rules would judge an empty field. So on mount the field takes the DOM's text
 * as its value: the rules tick for it and `onValueChange` hands it to the form's state. A file
 * picked meanwhile reaches the form's `onChange` the same way. Until then the rules cannot follow
 * the typing, so the server's HTML lists them as what the field asks for, neither met nor unmet.
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
  onValueChange,
  ...props
}: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const [shown, setShown] = useState(false)
  const hydrated = useHydrated()
  const [value, setValue] = useState(String(props.value ?? props.defaultValue ?? ''))
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const change = (next: string) => {
    setValue(next)
    onValueChange?.(next)
  }
  // Once, at hydration (or mount): what the DOM holds beyond what was rendered was typed meanwhile.
  // A file chosen meanwhile is handed on as the change it was: its form reads `files` in onChange.
  useLayoutEffect(() => {
    const input = field.current
    if (type === 'file') {
      if (input?.files?.length) input.dispatchEvent(new Event('change', { bubbles: true }))
      return
    }
    const typed = input?.value
    if (typed !== undefined && typed !== value) change(typed)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first render's value only
  }, [])
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
            ref={field}
            rows={rows}
            {...(props as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
            onChange={(event) => {
              change(event.target.value)
              onChange?.(event as unknown as React.ChangeEvent<HTMLInputElement>)
            }}
          />
        ) : (
          <input
            {...common}
            ref={field}
            {...props}
            type={isPassword && shown ? 'text' : type}
            onChange={(event) => {
              change(event.target.value)
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
            if (!hydrated) return <li key={rule.label}>{rule.label}</li>
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
