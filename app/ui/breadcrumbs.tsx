import { Link } from '@remix-run/react'
import { ChevronRight } from 'lucide-react'

/**
 * Where a page sits (course › topic): quiet links, never underlined, each shortened with an ellipsis
 * rather than wrapping or widening a phone's page.
 */
export function Breadcrumbs({ items }: { items: readonly { to: string; label: string }[] }) {
  return (
    <nav className="ui-breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((item, at) => (
          <li key={item.to}>
            {at > 0 ? <ChevronRight size={14} aria-hidden="true" className="ui-breadcrumbs__separator" /> : null}
            <Link to={item.to} prefetch="intent" className="ui-breadcrumbs__link">
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
