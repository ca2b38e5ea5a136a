import { InfoLayout } from '../shared/info-layout'
import { OptionIcon } from '../shared/option-icon'
import type { ScreenProps } from '../types'

/**
 * Recalls an earlier answer: "Your goal:" + the answer, then its recap. Without a title of its
 * own the recap's title is the heading.
 */
export function DependentScreen(props: ScreenProps<'Dependent'>) {
  const { screen, view } = props
  const recalled = view.recalled
  const recap = recalled?.recap
  const title = view.title ?? recap?.title ?? recalled?.label ?? ''
  // The pre-title introduces the recalled answer here, so it sits in the card, not over the h1.
  const preTitle = view.preTitle ?? screen.preTitle
  const textMark = screen.textMark

  return (
    <InfoLayout props={{ ...props, view: { ...view, preTitle: undefined } }} title={title}>
      {recalled ? (
        <div className="f-recall">
          {preTitle ? <p className="f-recall__pretitle">{preTitle}</p> : null}
          <p className="f-recall__label">{recalled.label}</p>
          {recap && view.title ? <p className="f-recall__title">{recap.title}</p> : null}
          {recap?.description ? <p className="f-recall__text">{recap.description}</p> : null}
        </div>
      ) : null}
      {textMark ? (
        <div className="f-mark">
          {textMark.icon ? <OptionIcon icon={textMark.icon} /> : null}
          <p className="f-mark__title">{textMark.title}</p>
          <p className="f-mark__text">{textMark.description}</p>
        </div>
      ) : null}
    </InfoLayout>
  )
}
