// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { AppTabsNav } from './app-tabs-nav'

// The nav reads only the path from Remix; its links are plain anchors here.
const location = vi.hoisted(() => ({ pathname: '/home' }))
vi.mock('@remix-run/react', () => ({
  useLocation: () => location,
  Link: ({ to, children, prefetch: _prefetch, ...rest }: { to: string; children: ReactNode; prefetch?: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

/** What the server sends: the active tab must be in the first HTML, not added on hydration. */
function serverRendered(pathname: string) {
  location.pathname = pathname
  document.body.innerHTML = renderToString(<AppTabsNav />)
  const nav = document.querySelector('nav')!
  const links = [...nav.querySelectorAll('a')]
  return { nav, links, current: links.filter((link) => link.hasAttribute('aria-current')) }
}

describe('AppTabsNav', () => {
  it('is a labelled navigation with a text label and a hidden icon per destination', () => {
    const { nav, links } = serverRendered('/home')
    expect(nav.getAttribute('aria-label')).toBe('Main')
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/home', 'Home'],
      ['/courses', 'Courses'],
      ['/challenges', 'Challenges'],
      ['/assistant', 'Assistant'],
      ['/profile', 'Profile'],
    ])
    for (const link of links) expect(link.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true')
  })

  it('marks the tab’s own page with aria-current="page"', () => {
    const { current } = serverRendered('/courses')
    expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([['Courses', 'page']])
  })

  it('marks the tab of a page under it with aria-current="true"', () => {
    const { current } = serverRendered('/profile/settings')
    expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([['Profile', 'true']])
  })

  it('marks the AI tab on the AI pages', () => {
    const { current } = serverRendered('/ai-tips/4')
    expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([['Assistant', 'true']])
  })

  it('marks nothing on a page outside the tabs', () => {
    expect(serverRendered('/certificate/3').current).toEqual([])
  })
})
