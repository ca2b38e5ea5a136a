import { InfoLayout } from '../shared/info-layout'
import type { ScreenProps } from '../types'

/** A statement with an optional picture and a prominent statistic. */
export function InfoScreen(props: ScreenProps<'Info'>) {
  const { statistic } = props.screen
  return <InfoLayout props={props} lead={statistic ? <p className="f-statistic">{statistic}</p> : null} />
}
