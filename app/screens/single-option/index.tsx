import { useId } from 'react'
import { ChoiceList } from '../shared/choice-list'
import { ScreenHeading } from '../shared/screen-heading'
import { ScreenImage } from '../shared/screen-image'
import type { ScreenProps } from '../types'

/** One choice; a tap sends `answer.select` and the engine moves on. */
export function SingleOptionScreen(props: ScreenProps<'SingleOption'>) {
  const { screen, view, selectedOptionIds, send } = props
  const headingId = useId()
  const options = view.options ?? []
  const answerOf = (optionId: string) => options.find((option) => option.id === optionId)?.answer

  return (
    <section className="f-screen" aria-labelledby={headingId}>
      <ScreenHeading id={headingId} preTitle={view.preTitle} title={view.title ?? ''} description={view.description} />
      <ScreenImage src={view.imageUrl} imgStyles={screen.imgStyles} priority={props.isFirstScreen} />
      <ChoiceList
        options={options}
        selectedId={selectedOptionIds[0]}
        variant={screen.buttonType}
        labelledBy={headingId}
        onSelect={(optionId) => send({ type: 'answer.select', optionId })}
        renderFeedback={(optionId) => {
          const answer = answerOf(optionId)
          if (!answer) return null
          return (
            <>
              <p className="f-feedback__title">{answer.title}</p>
              {answer.description ? <p className="f-feedback__text">{answer.description}</p> : null}
            </>
          )
        }}
      />
    </section>
  )
}
