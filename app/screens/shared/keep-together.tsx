import { Fragment } from 'react'
import { keepTogether } from './keep-together-rules'

/** Copy whose number ranges and hyphenated words never break across lines (see keepTogether). */
export function KeepTogether({ text }: { text: string }) {
  const pieces = keepTogether(text)
  if (!pieces.some((piece) => piece.keep)) return text
  return pieces.map((piece, index) =>
    piece.keep ? (
      <span key={index} className="f-nowrap">
        {piece.text}
      </span>
    ) : (
      <Fragment key={index}>
        {piece.text.startsWith('/') ? <wbr /> : null}
        {piece.text}
      </Fragment>
    ),
  )
}
