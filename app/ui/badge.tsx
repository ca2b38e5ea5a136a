import type React from 'react'

export function Badge({ tone = 'accent', children }: { tone?: 'accent' | 'success' | 'danger' | 'neutral'; children: React.ReactNode }) {
  return <span className={tone === 'accent' ? 'ui-badge' : `ui-badge ui-badge--${tone}`}>{children}</span>
}
