import type React from 'react'
import { useId, useState } from 'react'
import { ChevronDown } from 'lucide-react'

/** A question and its answer, or any section that opens in place (no browser triangle). */
export function Disclosure({
  summary,
  children,
  defaultOpen = false,
}: {
  summary: React.ReactNode
  children: React.ReactNode
  defaultOpen?: boolean
}) {
  const [open, setOpen] = useState(defaultOpen)
  const panelId = useId()
  return (
    <div className="ui-disclosure">
      <button type="button" className="ui-disclosure__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span>{summary}</span>
        {/* An 18 px chevron turns inside a 26 px box: even mid-turn (its diagonal is 25.5 px) nothing overflows. */}
        <span className="ui-disclosure__icon" aria-hidden="true">
          <ChevronDown className="ui-disclosure__chevron" size={18} />
        </span>
      </button>
      <div className="ui-disclosure__panel" id={panelId} hidden={!open}>
        {children}
      </div>
    </div>
  )
}
