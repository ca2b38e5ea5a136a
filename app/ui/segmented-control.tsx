import { useId } from 'react'

export type Segment = { value: string; label: string }

/**
 * One choice among a few (filters, periods): radio buttons drawn as a pill group, so keyboard and
 * screen readers get a radio group. Works in a GET form without JavaScript through `name`.
 */
export function SegmentedControl({
  legend,
  name,
  segments,
  value,
  defaultValue,
  onChange,
}: {
  legend: string
  name: string
  segments: readonly Segment[]
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
}) {
  const id = useId()
  return (
    <fieldset className="ui-segmented">
      <legend className="ui-sr-only">{legend}</legend>
      {segments.map((segment) => (
        <label key={segment.value} htmlFor={`${id}-${segment.value}`}>
          <input
            id={`${id}-${segment.value}`}
            type="radio"
            name={name}
            value={segment.value}
            {...(value !== undefined ? { checked: value === segment.value } : { defaultChecked: defaultValue === segment.value })}
            onChange={() => onChange?.(segment.value)}
          />
          <span>{segment.label}</span>
        </label>
      ))}
    </fieldset>
  )
}
