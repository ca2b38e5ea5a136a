import { Link, useLocation } from '@remix-run/react'

const sections = [
  { href: '/assistant', label: 'Assistant' },
  { href: '/ai-tips', label: 'AI tips' },
  { href: '/ai-tools', label: 'AI tools' },
] as const

/**
 * The AI tab's own pages, one tap apart: the tab bar has room for one AI destination only. The
 * prompt library is listed for students who hold a prompt pack (`promptLibrary`), where it is theirs.
 */
export function AiSectionNav({ promptLibrary = false }: { promptLibrary?: boolean }) {
  const { pathname } = useLocation()
  const links = promptLibrary ? [...sections, { href: '/prompts', label: 'Prompt library' }] : sections
  return (
    <nav className="ai-section-nav" aria-label="AI">
      {links.map(({ href, label }) => (
        <Link key={href} to={href} prefetch="intent" aria-current={pathname === href ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  )
}
