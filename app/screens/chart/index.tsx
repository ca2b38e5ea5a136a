import { useId } from 'react'
import { ContinueButton, ScreenActions } from '../shared/actions'
import { ScreenHeading } from '../shared/screen-heading'
import { GrowthChart } from './growth-chart'
import type { ScreenProps } from '../types'

/** The projected growth over the challenge weeks, the goal labelled with an earlier answer. */
export function ChartScreen(props: ScreenProps<'Chart'>) {
  const { screen, view, send } = props
  const headingId = useId()
  return (
    <section className="f-screen" aria-labelledby={headingId}>
      <ScreenHeading id={headingId} preTitle={view.preTitle} title={view.title ?? ''} description={view.description} />
      <figure className="f-chart-figure">
        <GrowthChart labels={screen.labels} startLabel={screen.startLabel} goalLabel={view.recalled?.label ?? screen.goalLabel} />
        <figcaption className="f-fineprint">{screen.disclaimer}</figcaption>
      </figure>
      <ScreenActions>
        <ContinueButton label={view.nextButtonTitle} onNext={() => send({ type: 'nav.next' })} />
      </ScreenActions>
    </section>
  )
}
