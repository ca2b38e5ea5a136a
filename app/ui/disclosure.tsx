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
        {/* The box keeps the turning chevron's corners inside it: mid-turn they would widen the button. */}
        <span className="ui-disclosure__icon" aria-hidden="true">
          <ChevronDown className="ui-disclosure__chevron" size={20} />
        </span>
      </button>
      <div className="ui-disclosure__panel" id={panelId} hidden={!open}>
        {children}
      </div>
    </div>
  )
}
