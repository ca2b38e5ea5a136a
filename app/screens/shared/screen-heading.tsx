import type { ReactNode } from 'react'
import { splitAround } from './keep-together-rules'
import { KeepTogether } from './keep-together'

type ScreenHeadingProps = {
  id: string
  title: string
  /** Read out (visually hidden) when the screen has no title, e.g. an image-only slide. */
  fallbackTitle?: string
  preTitle?: string
  description?: ReactNode
  /**
   * A big statistic. When the title states it word for word it is shown big in place, so it is not
   * said twice; otherwise it stands above the title.
   */
  figure?: string
  /** Shown between the pre-title and the title. */
  children?: ReactNode
}

/**
 * The screen's one h1. It takes tabIndex -1 so ScreenTransition can move focus to it after each
 * screen change, which tells screen-reader users where they are.
 */
export function ScreenHeading({ id, title, fallbackTitle = 'Next step', preTitle, description, figure, children }: ScreenHeadingProps) {
  const visible = title.trim() !== ''
  const around = figure ? splitAround(title, figure) : null
  return (
    <header className="f-heading">
      {preTitle ? <p className="f-pretitle">{preTitle}</p> : null}
      {figure && !around ? (
        <p className="f-statistic">
          <KeepTogether text={figure} />
        </p>
      ) : null}
      {children}
      <h1 id={id} className={visible ? 'f-title' : 'f-title f-sr-only'} tabIndex={-1}>
        {around ? (
          <>
            <KeepTogether text={around[0]} />
            <span className="f-title__figure">
              <KeepTogether text={figure!} />
            </span>
            <KeepTogether text={around[1]} />
          </>
        ) : (
          <KeepTogether text={visible ? title : fallbackTitle} />
        )}
      </h1>
      {description ? (
        <p className="f-description">{typeof description === 'string' ? <KeepTogether text={description} /> : description}</p>
      ) : null}
    </header>
  )
}
