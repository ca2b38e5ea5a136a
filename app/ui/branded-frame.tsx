import type React from 'react'
import { BrandLogo } from './brand-logo'
import { UiStyles } from './ui-styles'

/**
 * The branded frame of the pages outside the app shell: the account steps, sign-in and sign-up,
 * and the pages around a payment. The brand bar on top, then one column whose width and spacing
 * the page's own stylesheet sets through `className`.
 */
export function BrandedFrame({ children, className, busy = false }: { children: React.ReactNode; className?: string; busy?: boolean }) {
  return (
    <div className="ui-frame">
      <UiStyles />
      <header className="ui-frame__header">
        <span className="ui-frame__brand">
          <BrandLogo />
          <span>AI Learning</span>
        </span>
      </header>
      <main className={className} aria-busy={busy || undefined}>
        {children}
      </main>
    </div>
  )
}
