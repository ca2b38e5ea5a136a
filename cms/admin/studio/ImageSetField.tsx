'use client'
import { useId } from 'react'
import { imageSetFit, imageSetName, imageSetStatus } from './image-set-choices'
import type { FieldProps } from './StudioFields'
import { useStudioChoices } from './use-studio-choices'

/**
 * The funnel's image set as cards of the sets that exist, each with a few of its pictures and
 * whether it has every picture this funnel names, so switching sets never leaves a screen empty
 * unnoticed. A set named in the funnel but missing from the site stays, marked as such.
 */
export function ImageSetField({ field, path, value, onChange }: FieldProps) {
  const id = useId()
  const { imageSets, usedPictures } = useStudioChoices()
  const current = typeof value === 'string' && value ? value : String(field.defaultValue ?? 'default')
  const sets = imageSets.some((set) => set.id === current) ? imageSets : [...imageSets, { id: current, pictures: [] }]
  return (
    <fieldset className="studio-group studio-image-sets" aria-describedby={`${id}-hint`}>
      <legend>{field.label}</legend>
      <p className="studio-field__hint" id={`${id}-hint`}>
        Screens take their pictures from this set: pick another to change every picture at once.
      </p>
      <div className="studio-image-sets__list">
        {sets.map((set) => {
          const fit = imageSetFit(set, usedPictures)
          return (
            <label key={set.id} className={`studio-image-set${fit.missing.length ? ' studio-image-set--gaps' : ''}`}>
              <input
                type="radio"
                className="studio-sr"
                name={`${id}-image-set`}
                value={set.id}
                checked={set.id === current}
                onChange={() => onChange(path, set.id)}
              />
              <span className="studio-image-set__name">{imageSetName(set.id)}</span>
              <span className="studio-image-set__previews" aria-hidden="true">
                {fit.previews.map((name) => (
                  <img key={name} src={`/images/funnels/${set.id}/${name}`} alt="" loading="lazy" />
                ))}
              </span>
              <span className="studio-image-set__status">{imageSetStatus(set, usedPictures)}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
