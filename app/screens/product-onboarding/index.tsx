import { ActionButton } from '../shared/actions'
import { InfoLayout } from '../shared/info-layout'
import type { ScreenProps } from '../types'

/**
 * One slide of the in-app onboarding (may be image-only). The optional secondary button also
 * sends `nav.next`: the contract has no other event for it, and where it leads is the engine's call.
 */
export function ProductOnboardingScreen(props: ScreenProps<'ProductOnboarding'>) {
  const { screen, send } = props
  return (
    <InfoLayout
      props={props}
      fallbackTitle="Getting started"
      secondary={
        screen.secondaryButtonTitle ? (
          <ActionButton variant="secondary" event="nav.next" onClick={() => send({ type: 'nav.next' })}>
            {screen.secondaryButtonTitle}
          </ActionButton>
        ) : null
      }
    />
  )
}
