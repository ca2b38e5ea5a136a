import { Link } from '@remix-run/react'
import { answerParagraphs } from '../rules/answer-text'

/** An answer's paragraphs, with its bold words and its links to the site's own pages. */
export function AnswerText({ text }: { text: string }) {
  return (
    <>
      {answerParagraphs(text).map((pieces, index) => (
        <p key={index} className="assistant-paragraph">
          {pieces.map((piece, at) =>
            piece.kind === 'bold' ? (
              <strong key={at}>{piece.text}</strong>
            ) : piece.kind === 'link' ? (
              <Link key={at} to={piece.href}>
                {piece.text}
              </Link>
            ) : (
              <span key={at}>{piece.text}</span>
            ),
          )}
        </p>
      ))}
    </>
  )
}
