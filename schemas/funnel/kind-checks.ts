import type { Screen, ScreenType } from '../screens'
import { screenTypeName } from '../screens/screen-type-names'
import type { FunnelKind } from './definition'

export type { FunnelKind }
type Report = (path: (string | number)[], message: string) => void

/** What a student who asked to cancel must not meet: a sale, a sign-up, an onboarding ending. */
export const typesOutsideCancellation: readonly ScreenType[] = ['Paywall', 'Email', 'ProductOnboarding', 'IntroLessonFinished']

/** What only a cancellation flow may hold: visitors' funnels never meet it. */
export const cancellationOnlyTypes: readonly ScreenType[] = ['SaveOffer']

/**
 * The rules a funnel's kind adds (issue #47): a cancellation flow sells nothing and every path
 * through it ends in a save offer or a goodbye; save offers belong in cancellation flows only.
 * Save offer screens always end their path (screen-traits.ts `final`), so a flow whose last screen
 * is one, never skipped, ends every path in one.
 */
export function checkKind(
  funnel: { kind: FunnelKind; screens: Screen[]; settings: { liveForCancellations: boolean } },
  report: Report,
): void {
  const { screens } = funnel
  if (funnel.kind === 'quiz' && funnel.settings.liveForCancellations) {
    report(['settings', 'liveForCancellations'], 'Only a cancellation flow can be the one students see when they cancel')
  }
  screens.forEach((screen, index) => {
    const at = ['screens', index, 'type']
    if (funnel.kind === 'quiz' && cancellationOnlyTypes.includes(screen.type)) {
      report(at, 'Save offers belong in cancellation flows — remove this screen, or make the funnel a cancellation flow')
    }
    if (funnel.kind === 'cancellation' && typesOutsideCancellation.includes(screen.type)) {
      report(
        at,
        `A cancellation flow cannot have a “${screenTypeName(screen.type)}” screen — a student who cancels is not sold or signed up here`,
      )
    }
    if (screen.type === 'SaveOffer' && screen.offer && !screen.acceptLabel) {
      report(['screens', index, 'acceptLabel'], 'Give the offer’s button a label, e.g. “Pause instead”')
    }
  })
  if (funnel.kind !== 'cancellation') return
  const last = screens.at(-1)
  if (last && last.type !== 'SaveOffer') {
    report(['screens', screens.length - 1, 'type'], 'A cancellation flow ends in a save offer or a goodbye — make the last screen one')
  } else if (last?.skipIf) {
    report(
      ['screens', screens.length - 1, 'skipIf'],
      'The last screen of a cancellation flow cannot be skipped — every student must reach an ending',
    )
  }
}

/** The screen types a marketer may add to a funnel of this kind (the studio's picker). */
export function screenTypesFor(kind: FunnelKind, all: readonly ScreenType[]): ScreenType[] {
  return kind === 'cancellation'
    ? all.filter((type) => !typesOutsideCancellation.includes(type))
    : all.filter((type) => !cancellationOnlyTypes.includes(type))
}

/** A definition's kind as the studio reads it, also from a draft not yet parsed: `quiz` unless it says `cancellation`. */
export function funnelKindOf(definition: unknown): FunnelKind {
  return (definition as { kind?: unknown } | null)?.kind === 'cancellation' ? 'cancellation' : 'quiz'
}
