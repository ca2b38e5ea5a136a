import type React from 'react'
import { useId } from 'react'

export type SelectOption = { value: string; label: string }

/** A labelled select, drawn by us (no browser arrow or grey box); it never grows past its column. */
export function Select({
  label,
  options,
  hint,
  error,
  id,
  className,
  ...props
}: { label: string; options: readonly SelectOption[]; hint?: string; error?: string } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId()
  const selectId = id ?? autoId
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={selectId}>
        {label}
      </label>
      {hint ? <p className="ui-field__hint">{hint}</p> : null}
      <select
        id={selectId}
        className={['ui-select', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <p className="ui-field__error">{error}</p> : null}
    </div>
  )
}
