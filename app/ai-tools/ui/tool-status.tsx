import { Link } from '@remix-run/react'

/**
 * The line under a tool's title: which service does the work (the local simulator in development),
 * or, when the service is switched off on this site (no key), that the tool is not available and
 * what the student can do meanwhile — the assistant always answers.
 */
export function ToolStatus({
  off,
  tool,
  instead,
  by,
}: {
  /** Switched off on this site. */
  off: boolean
  tool: string
  instead: string
  /** Who does the work: the real service's name, or what the simulator does. */
  by: string
}) {
  if (!off) return <p className="muted">{by}</p>
  return (
    <p className="muted" role="note">
      {tool} is not available at the moment, so this form is switched off. Meanwhile, the <Link to="/assistant">AI assistant</Link> can help
      you {instead}.
    </p>
  )
}
