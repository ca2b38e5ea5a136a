import { Link, useLocation } from '@remix-run/react'
import { BookOpen, CircleUserRound, House, Sparkles, Trophy } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { appTabs, currentTab } from '../rules/app-tabs'
import type { TabId } from '../rules/app-tabs'

const tabIcons: Record<TabId, LucideIcon> = {
  home: House,
  courses: BookOpen,
  challenges: Trophy,
  assistant: Sparkles,
  profile: CircleUserRound,
}

/**
 * The app's destinations: a bottom tab bar on phones, a sidebar from 1024 px (app-shell.css).
 * The active tab comes from the URL the server also sees, so hydration changes nothing.
 */
export function AppTabsNav() {
  const current = currentTab(useLocation().pathname)
  return (
    <nav className="app-tabs" aria-label="Main">
      <ul>
        {appTabs.map((tab) => {
          const Icon = tabIcons[tab.id]
          const active = current?.id === tab.id
          return (
            <li key={tab.id}>
              <Link to={tab.href} prefetch="intent" aria-current={active ? (current.exact ? 'page' : 'true') : undefined}>
                <Icon className="app-tab-icon" size={24} strokeWidth={active ? 2.4 : 2} aria-hidden="true" />
                <span className="app-tab-label">{tab.label}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
