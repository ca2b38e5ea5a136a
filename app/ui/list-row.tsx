import type React from 'react'
import { Link } from '@remix-run/react'
import { ChevronRight } from 'lucide-react'

/** A list of rows on one card (`<ul>`); each child is a <ListRow>. */
export function List({ label, children }: { label?: string; children: React.ReactNode }) {
  return (
    <ul className="ui-list" aria-label={label}>
      {children}
    </ul>
  )
}

/**
 * One row: a title, a line of detail and something at the end (an amount, a badge, a button). With
 * `to` the whole row is one tap target and is not underlined. When the end leaves the title less
 * than about 9rem (a phone, a long button), the end moves under the title instead of squeezing it
 * into a column of letters.
 */
export function ListRow({
  title,
  meta,
  start,
  end,
  to,
  current = false,
}: {
  title: React.ReactNode
  meta?: React.ReactNode
  start?: React.ReactNode
  end?: React.ReactNode
  to?: string
  /** The row of the page (or item) the student is on: marked for screen readers and drawn selected. */
  current?: boolean
}) {
  const content = (
    <>
      {start}
      <span className="ui-row__main">
        <span className="ui-row__body">
          <span className="ui-row__title">{title}</span>
          {meta ? <span className="ui-row__meta">{meta}</span> : null}
        </span>
        {end ? <span className="ui-row__end">{end}</span> : null}
      </span>
      {to ? <ChevronRight size={18} aria-hidden="true" className="ui-row__chevron" /> : null}
    </>
  )
  return (
    <li>
      {to ? (
        <Link className="ui-row" to={to} prefetch="intent" aria-current={current ? 'page' : undefined}>
          {content}
        </Link>
      ) : (
        <div className="ui-row">{content}</div>
      )}
    </li>
  )
}
