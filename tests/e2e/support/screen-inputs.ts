import { readFileSync } from 'node:fs'
import { paywallFaqGroups } from '~/funnel/rules/paywall-faq'

type Screen = { id: string; type: string }
type Funnel = { id: string; kind?: string; settings: Record<string, unknown>; screens: Screen[] }

export function readFunnel(funnelId: string): Funnel {
  return JSON.parse(readFileSync(`funnels/${funnelId}.json`, 'utf8')) as Funnel
}

/** The funnel settings a screen's rendering reads (app/funnel/rules/screen-view.ts, app/funnel/server/paywall.server.ts). */
function settingsRead(screen: Screen): string[] {
  const pictures = /"image(Url)?":/.test(JSON.stringify(screen)) ? ['imageSet'] : []
  if (screen.type === 'Loader' || screen.type === 'LoaderWithPopups') return ['imageSet', 'testimonials', 'loader']
  if (screen.type === 'Paywall') return ['imageSet', 'testimonials', 'testimonialSet', 'paywall']
  return pictures
}

/**
 * Everything that shapes a screen as a walk on plain answers (support/funnel.ts passScreen) shows it:
 * its definition, the settings it reads, the screens whose answers it recalls (their plain answer
 * follows from their definition), whether it is first (no back button) or last (no "No thanks"),
 * and a paywall's FAQ. Two screens with the same inputs render the same page.
 */
export function renderedInputs(funnel: Funnel, screen: Screen): string {
  const json = JSON.stringify(screen)
  const recalled = funnel.screens.filter((other) => other.id !== screen.id && new RegExp(`\\b${other.id}\\b`).test(json))
  const index = funnel.screens.indexOf(screen)
  return JSON.stringify({
    screen,
    settings: settingsRead(screen).map((key) => [key, funnel.settings[key]]),
    recalled,
    first: index === 0,
    last: index === funnel.screens.length - 1,
    faq: screen.type === 'Paywall' ? paywallFaqGroups(funnel.id) : [],
  })
}

/** The rendered inputs of every screen of these funnels. */
export function inputsOf(funnelIds: readonly string[]): Set<string> {
  return new Set(
    funnelIds.flatMap((funnelId) => {
      const funnel = readFunnel(funnelId)
      return funnel.screens.map((screen) => renderedInputs(funnel, screen))
    }),
  )
}
