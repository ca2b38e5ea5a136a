import { ActionButton } from '../shared/actions'
import { InfoLayout } from '../shared/info-layout'
import type { ScreenProps } from '../types'

/** An optional interstitial: Continue and Skip both move on. */
export function SkipScreen(props: ScreenProps<'Skip'>) {
  return (
    <InfoLayout
      props={props}
      secondary={
        <ActionButton variant="secondary" event="nav.next" onClick={() => props.send({ type: 'nav.next' })}>
          {props.screen.skipButtonTitle}
        </ActionButton>
      }
    />
  )
}
