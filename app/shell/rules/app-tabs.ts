/**
 * The learning app's destinations, shown as the bottom tab bar on phones and the sidebar on
 * desktop (issue #17). Pure, so the server renders the active tab and hydration changes nothing.
 */
export type TabId = 'home' | 'courses' | 'challenges' | 'assistant' | 'profile'

export type AppTab = {
  id: TabId
  label: string
  href: string
  /** Path prefixes (whole segments) that belong to this tab: its own page and the pages under it. */
  sections: readonly string[]
}

/** The AI tab: the assistant, and the AI tools and tips pages under it. */
export const assistantTab: AppTab = {
  id: 'assistant',
  label: 'Assistant',
  href: '/assistant',
  sections: ['/assistant', '/ai-tools', '/ai-tips', '/prompts'],
}

export const appTabs: readonly AppTab[] = [
  { id: 'home', label: 'Home', href: '/home', sections: ['/home', '/streak', '/daily-task', '/learning-plan'] },
  { id: 'courses', label: 'Courses', href: '/courses', sections: ['/courses', '/course'] },
  { id: 'challenges', label: 'Challenges', href: '/challenges', sections: ['/challenges', '/challenge'] },
  assistantTab,
  { id: 'profile', label: 'Profile', href: '/profile', sections: ['/profile'] },
]

export type CurrentTab = { id: TabId; exact: boolean }

function withinSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`)
}

/**
 * The tab the page belongs to, and whether the page is the tab's own (`aria-current="page"`) or
 * one under it (`aria-current="true"`). `/course/…` is not `/courses`: prefixes match whole segments.
 */
export function currentTab(pathname: string, tabs: readonly AppTab[] = appTabs): CurrentTab | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const tab = tabs.find((candidate) => candidate.sections.some((section) => withinSection(path, section)))
  return tab ? { id: tab.id, exact: path === tab.href } : null
}
