import type React from 'react'
import { BrandedFrame } from '~/ui'
import moneyStyles from './money.css?url'

/**
 * The frame of the pages around a payment (checkout, its outcome, the add-ons): the branded frame,
 * one narrow column. Its stylesheet is hoisted by React, so only these pages load it.
 */
export function MoneyPage({ children, busy = false, className }: { children: React.ReactNode; busy?: boolean; className?: string }) {
  return (
    <BrandedFrame className={className ? `money-main ${className}` : 'money-main'} busy={busy}>
      <link rel="stylesheet" href={moneyStyles} precedence="default" />
      {children}
    </BrandedFrame>
  )
}
