import type React from 'react'

/** A surface for one thing; `flat` for cards inside cards. */
export function Card({
  flat = false,
  as: Tag = 'section',
  className,
  ...props
}: { flat?: boolean; as?: 'section' | 'div' | 'article' | 'li' } & React.HTMLAttributes<HTMLElement>) {
  return <Tag className={['ui-card', flat && 'ui-card--flat', className].filter(Boolean).join(' ')} {...props} />
}
