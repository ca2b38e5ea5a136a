'use client'
import { funnelKindOf } from '@schemas/funnel/kind-checks'
import { ReadableTokens } from './ReadableTokens'
import { firstScreenThumb } from './template-copy'
import type { FunnelTemplate } from './use-studio-choices'

/** A template's first screen in small, as a visitor would first see it: picture, words and first answers. */
function TemplateThumb({ definition }: { definition: unknown }) {
  const thumb = firstScreenThumb(definition)
  if (!thumb) return null
  const screens = (definition as { screens: Parameters<typeof ReadableTokens>[0]['screens'] }).screens
  return (
    <div className="studio-start__thumb" aria-hidden="true">
      {thumb.picture ? <img className="studio-start__picture" src={thumb.picture} alt="" loading="lazy" /> : null}
      {thumb.preTitle ? (
        <span className="studio-start__pretitle">
          <ReadableTokens text={thumb.preTitle} screens={screens} />
        </span>
      ) : null}
      <span className="studio-start__headline">
        <ReadableTokens text={thumb.title} screens={screens} />
      </span>
      {thumb.options.map((option) => (
        <span key={option} className="studio-start__option">
          <ReadableTokens text={option} screens={screens} />
        </span>
      ))}
    </div>
  )
}

/** A cancellation flow (issue #47) is a template like the quizzes; the list says which it is. */

/** A new funnel starts as a copy of one the team already has: every screen and setting, ready to change. */
export function StudioStart({ templates, onStart }: { templates: FunnelTemplate[]; onStart: (template: FunnelTemplate) => void }) {
  return (
    <section className="studio-form studio-start" aria-labelledby="studio-start-title">
      <h2 id="studio-start-title" className="studio-form__title">
        Start from a template
      </h2>
      <p>
        Pick the funnel closest to the one you want. You get a copy of its screens and settings, with an id and title of its own; the
        original stays as it is.
      </p>
      {templates.length === 0 ? (
        <p>Loading the funnels you can start from…</p>
      ) : (
        <ul className="studio-start__list">
          {templates.map((template) => {
            const screens = firstScreenThumb(template.definition)?.screens ?? 0
            return (
              <li key={template.funnelId} className="studio-start__item">
                <TemplateThumb definition={template.definition} />
                <span className="studio-start__text">
                  <span className="studio-start__title">{template.title}</span>
                  <span className="studio-start__meta">
                    {funnelKindOf(template.definition) === 'cancellation' ? 'Cancellation flow · ' : ''}
                    {screens === 1 ? '1 screen' : `${screens} screens`}
                  </span>
                </span>
                <button type="button" className="studio-button" onClick={() => onStart(template)}>
                  Start from this<span className="studio-sr"> funnel: {template.title}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
