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
        <ChevronDown className="ui-disclosure__chevron" size={20} aria-hidden="true" />
      </button>
      <div className="ui-disclosure__panel" id={panelId} hidden={!open}>
        {children}
      </div>
    </div>
  )
}
