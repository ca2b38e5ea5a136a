import type React from 'react'
import { useId } from 'react'

/**
 * A labelled checkbox: a designed box beside its label, the whole row one tap target, and our own
 * message under it (forms using it set `noValidate`).
 */
export function Checkbox({
  label,
  error,
  id,
  ...props
}: { label: React.ReactNode; error?: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const autoId = useId()
  const inputId = id ?? autoId
  return (
    <div className="ui-field">
      <label className="ui-check" htmlFor={inputId}>
        <input
          {...props}
          id={inputId}
          type="checkbox"
          className="ui-check__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p className="ui-field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
