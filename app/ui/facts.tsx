import type React from 'react'

/** Label and value pairs (a plan's goal, level, time) as a designed definition list. */
export function Facts({ items, label }: { items: { term: string; value: React.ReactNode }[]; label?: string }) {
  return (
    <dl className="ui-facts" aria-label={label}>
      {items.map((item) => (
        <div key={item.term} className="ui-facts__item">
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
