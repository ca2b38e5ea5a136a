import type React from 'react'
import { CloudOff } from 'lucide-react'
import { Button, ButtonLink } from './button'

/**
 * A page that could not be shown: a person's words, a retry that reloads the same address, and the
 * way home. Never the router's or the server's developer text.
 */
export function ErrorState({
  title,
  children,
  retry = true,
  home = { to: '/', label: 'Back to the home page' },
  icon = <CloudOff size={26} aria-hidden="true" />,
}: {
  title: string
  children?: React.ReactNode
  retry?: boolean
  home?: { to: string; label: string }
  icon?: React.ReactNode
}) {
  return (
    <main className="ui-error-state">
      <span className="ui-error-state__icon">{icon}</span>
      <h1>{title}</h1>
      {typeof children === 'string' ? <p>{children}</p> : children}
      <div className="ui-error-state__actions">
        {retry ? <Button onClick={() => window.location.reload()}>Try again</Button> : null}
        <ButtonLink to={home.to} variant={retry ? 'secondary' : 'primary'}>
          {home.label}
        </ButtonLink>
      </div>
    </main>
  )
}
