import { Link, useLocation } from '@remix-run/react'

const sections = [
  { href: '/assistant', label: 'Assistant' },
  { href: '/ai-tips', label: 'AI tips' },
  { href: '/ai-tools', label: 'AI tools' },
] as const

/** The AI tab's own pages, one tap apart: the tab bar has room for one AI destination only. */
export function AiSectionNav() {
  const { pathname } = useLocation()
  return (
    <nav className="ai-section-nav" aria-label="AI">
      {sections.map(({ href, label }) => (
        <Link key={href} to={href} prefetch="intent" aria-current={pathname === href ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  )
}
