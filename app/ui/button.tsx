import type React from 'react'
import { Link, type LinkProps } from '@remix-run/react'

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger'
type Look = { variant?: ButtonVariant; size?: 'normal' | 'small'; block?: boolean }

export function buttonClass({ variant = 'primary', size = 'normal', block = false }: Look, extra?: string): string {
  return ['ui-button', `ui-button--${variant}`, size === 'small' && 'ui-button--small', block && 'ui-button--block', extra]
    .filter(Boolean)
    .join(' ')
}

/** A designed button; `loading` keeps its width, shows a spinner and refuses a second press. */
export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  children,
  type = 'button',
  disabled,
  ...props
}: Look & { loading?: boolean } & React.ComponentPropsWithRef<'button'>) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, block, className, ...props }: Look & LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />
}
