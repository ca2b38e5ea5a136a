import { InfoLayout } from '../shared/info-layout'
import type { ScreenProps } from '../types'

/** A statement with an optional picture and a prominent statistic. */
export function InfoScreen(props: ScreenProps<'Info'>) {
  return <InfoLayout props={props} figure={props.screen.statistic} />
}
