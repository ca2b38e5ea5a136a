import type React from 'react'
import { useEffect } from 'react'
import { Form, NavLink } from '@remix-run/react'
import { registerServiceWorker } from '~/pwa/client/register-service-worker'

const links = [
  { to: '/home', label: 'Home' },
  { to: '/courses', label: 'Courses' },
  { to: '/challenges', label: 'Challenges' },
  { to: '/streak', label: 'Streak' },
  { to: '/profile', label: 'Profile' },
]

/** The signed-in app's frame: navigation, sign-out and the page; it installs the service worker (app/pwa). */
export function AppShell({ children, title }: { children: React.ReactNode; title?: string }) {
  useEffect(registerServiceWorker, [])
  return (
    <div className="app">
      <header className="app-header">
        <a className="app-brand" href="/home">
          AI Learning
        </a>
        <nav aria-label="Main">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} prefetch="intent">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action="/auth/logout">
          <button type="submit" className="link-button">
            Sign out
          </button>
        </Form>
      </header>
      <main className="app-main">
        {title ? <h1>{title}</h1> : null}
        {children}
      </main>
    </div>
  )
}
