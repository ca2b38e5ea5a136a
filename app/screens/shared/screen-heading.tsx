import type { ReactNode } from 'react'

type ScreenHeadingProps = {
  id: string
  title: string
  /** Read out (visually hidden) when the screen has no title, e.g. an image-only slide. */
  fallbackTitle?: string
  preTitle?: string
  description?: ReactNode
  /** Shown between the pre-title and the title, e.g. a big statistic. */
  children?: ReactNode
}

/**
 * The screen's one h1. It takes tabIndex -1 so ScreenTransition can move focus to it after each
 * screen change, which tells screen-reader users where they are.
 */
export function ScreenHeading({ id, title, fallbackTitle = 'Next step', preTitle, description, children }: ScreenHeadingProps) {
  const visible = title.trim() !== ''
  return (
    <header className="f-heading">
      {preTitle ? <p className="f-pretitle">{preTitle}</p> : null}
      {children}
      <h1 id={id} className={visible ? 'f-title' : 'f-title f-sr-only'} tabIndex={-1}>
        {visible ? title : fallbackTitle}
      </h1>
      {description ? <p className="f-description">{description}</p> : null}
    </header>
  )
}
