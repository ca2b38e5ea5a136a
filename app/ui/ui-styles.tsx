import uiStyles from './ui.css?url'

/** The design system's stylesheet; React hoists it into the head (and the server inlines it). */
export function UiStyles() {
  return <link rel="stylesheet" href={uiStyles} precedence="default" />
}
