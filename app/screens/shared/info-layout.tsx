import { useId, type ReactNode } from 'react'
import type { ScreenType } from '@schemas/screens'
import type { ScreenProps } from '../types'
import { ContinueButton, ScreenActions } from './actions'
import { ScreenHeading } from './screen-heading'
import { ScreenImage } from './screen-image'

type InfoLayoutProps<T extends ScreenType> = {
  props: ScreenProps<T>
  /** Defaults to view.title. */
  title?: string
  /** A big statistic: in the title when the title states it, else above it (see ScreenHeading). */
  figure?: string
  /** Between the image and the actions. */
  children?: ReactNode
  /** Replaces the image (e.g. an animation). */
  media?: ReactNode
  /** Extra buttons after Continue. */
  secondary?: ReactNode
  /** Spoken heading when the screen has no title. */
  fallbackTitle?: string
  className?: string
}

/** Heading, picture, body and Continue: the shape of every "read this, then continue" screen. */
export function InfoLayout<T extends ScreenType>({
  props,
  title,
  figure,
  children,
  media,
  secondary,
  fallbackTitle,
  className,
}: InfoLayoutProps<T>) {
  const headingId = useId()
  const { screen, view, send } = props
  return (
    <section className={['f-screen', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <ScreenHeading
        id={headingId}
        preTitle={view.preTitle}
        title={title ?? view.title ?? ''}
        fallbackTitle={fallbackTitle}
        description={view.description}
        figure={figure}
      />
      {media ?? <ScreenImage src={view.imageUrl} imgStyles={screen.imgStyles} priority={props.isFirstScreen} />}
      {children}
      <ScreenActions>
        <ContinueButton label={view.nextButtonTitle} onNext={() => send({ type: 'nav.next' })} />
        {secondary}
      </ScreenActions>
    </section>
  )
}
