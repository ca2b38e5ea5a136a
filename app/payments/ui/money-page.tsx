import type React from 'react'
import { BrandLogo } from '~/ui/brand-logo'
import { UiStyles } from '~/ui'
import moneyStyles from './money.css?url'

/**
 * The frame of the pages around a payment (checkout, its outcome, the add-ons): the brand on top,
 * one narrow column. Its stylesheet is hoisted by React, so only these pages load it.
 */
export function MoneyPage({ children, busy = false, className }: { children: React.ReactNode; busy?: boolean; className?: string }) {
  return (
    <div className="money">
      <UiStyles />
      <link rel="stylesheet" href={moneyStyles} precedence="default" />
      <header className="money-header">
        <span className="money-brand">
          <BrandLogo />
          <span>AI Learning</span>
        </span>
      </header>
      <main className={className ? `money-main ${className}` : 'money-main'} aria-busy={busy || undefined}>
        {children}
      </main>
    </div>
  )
}
