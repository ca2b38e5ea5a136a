'use client'
import { useId, useState } from 'react'
import { useStudioChoices } from './use-studio-choices'

type Props = {
  /** What the picture is for, to name the controls ("Image", "Icon"). */
  label: string
  value: string
  onPick: (url: string) => void
}

/**
 * Pictures from Media as a grid of thumbnails, opened from a button beside the field: the marketer
 * picks what they see, not a file name. The field itself still takes a path or (for an icon) an emoji.
 */
export function MediaPicker({ label, value, onPick }: Props) {
  const { media } = useStudioChoices()
  const [open, setOpen] = useState(false)
  const id = useId()
  if (media.length === 0) return null
  return (
    <div className="studio-media">
      <button
        type="button"
        className="studio-button studio-button--small"
        aria-expanded={open}
        aria-controls={`${id}-grid`}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? 'Close the pictures' : `Choose ${label.toLowerCase()} from Media`}
      </button>
      {open ? (
        <ul className="studio-media__grid" id={`${id}-grid`} aria-label={`${label}: pictures in Media`}>
          {media.map((item) => (
            <li key={item.url}>
              <button
                type="button"
                className="studio-media__item"
                aria-pressed={item.url === value}
                onClick={() => {
                  onPick(item.url)
                  setOpen(false)
                }}
              >
                <img src={item.url} alt="" loading="lazy" />
                <span>{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
