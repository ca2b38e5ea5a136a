import type React from 'react'
import { useId, useLayoutEffect, useRef } from 'react'

export type SelectOption = { value: string; label: string }

/**
 * A labelled select, drawn by us (no browser arrow or grey box); it never grows past its column.
 * A controlled select sets its state in `onValueChange`, which also gets a choice made before the
 * page's JavaScript ran (read from the DOM on mount, as TextField does), so hydration keeps it.
 */
export function Select({
  label,
  options,
  hint,
  error,
  id,
  className,
  onChange,
  onValueChange,
  ...props
}: {
  label: string
  options: readonly SelectOption[]
  hint?: string
  error?: string
  onValueChange?: (value: string) => void
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId()
  const selectId = id ?? autoId
  const field = useRef<HTMLSelectElement>(null)
  useLayoutEffect(() => {
    const chosen = field.current?.value
    if (props.value !== undefined && chosen !== undefined && chosen !== String(props.value)) onValueChange?.(chosen)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what the DOM held at hydration only
  }, [])
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
        ref={field}
        {...props}
        onChange={(event) => {
          onValueChange?.(event.target.value)
          onChange?.(event)
        }}
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
