import { useId } from 'react'
import { ChoiceList } from '../shared/choice-list'
import { ScreenHeading } from '../shared/screen-heading'
import { ScreenImage } from '../shared/screen-image'
import type { ScreenProps } from '../types'

/** Two large buttons; a tap sends `answer.select` (on the consent screen the first means yes). */
export function YesNoScreen(props: ScreenProps<'YesNo'>) {
  const { screen, view, selectedOptionIds, send } = props
  const headingId = useId()
  return (
    <section className="f-screen" aria-labelledby={headingId}>
      <ScreenHeading id={headingId} preTitle={view.preTitle} title={view.title ?? ''} description={view.description} />
      <ScreenImage src={view.imageUrl} imgStyles={screen.imgStyles} priority={props.isFirstScreen} />
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
