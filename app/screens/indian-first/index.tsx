import { useId } from 'react'
import { ChoiceList } from '../shared/choice-list'
import { ScreenHeading } from '../shared/screen-heading'
import { ScreenImage } from '../shared/screen-image'
import type { ScreenProps } from '../types'

/** An opening yes/no question under a large picture. Usually the first screen, so the picture is the LCP. */
export function IndianFirstScreen(props: ScreenProps<'IndianFirst'>) {
  const { screen, view, selectedOptionIds, send } = props
  const headingId = useId()
  return (
    <section className="f-screen f-screen--hero" aria-labelledby={headingId}>
      <ScreenImage
        className="f-image--hero"
        src={view.imageUrl}
        width={375}
        height={300}
        imgStyles={screen.imgStyles}
        priority={props.isFirstScreen}
      />
      <ScreenHeading id={headingId} preTitle={view.preTitle} title={view.title ?? ''} description={view.description} />
      <ChoiceList
        options={view.options ?? []}
        selectedId={selectedOptionIds[0]}
        variant="PAIR"
        labelledBy={headingId}
        onSelect={(optionId) => send({ type: 'answer.select', optionId })}
      />
    </section>
  )
}
