import { readableParts, type ReadableContext } from '@schemas/funnel/readable-tokens'

/** Copy with each `{{token}}` as a small chip showing its value; the token itself is in the chip's title. */
export function ReadableTokens({ text, screens }: { text: string; screens: ReadableContext['screens'] }) {
  return (
    <>
      {readableParts(text, { screens }).map((part, index) =>
        'text' in part ? (
          part.text
        ) : (
          <span key={index} className="studio-token" title={part.token}>
            {part.value}
          </span>
        ),
      )}
    </>
  )
}
