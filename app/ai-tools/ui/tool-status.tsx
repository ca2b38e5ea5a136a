import { Link } from '@remix-run/react'

/**
 * What a student reads when a tool's service is switched off on this site (no key): that it is not
 * available, and what they can do meanwhile — the assistant always answers.
 */
export function ToolOffNote({ tool, instead }: { tool: string; instead: string }) {
  return (
    <p className="muted" role="note">
      {tool} is not available at the moment, so this form is switched off. Meanwhile, the <Link to="/assistant">AI assistant</Link> can help
      you {instead}.
    </p>
  )
}
