'use client'
import { isRecord } from './form-model'
import type { FunnelTemplate } from './use-studio-choices'

const screenCount = (definition: unknown) => (isRecord(definition) && Array.isArray(definition.screens) ? definition.screens.length : 0)

/** A new funnel starts as a copy of one the team already has: every screen and setting, ready to change. */
export function StudioStart({ templates, onStart }: { templates: FunnelTemplate[]; onStart: (template: FunnelTemplate) => void }) {
  return (
    <section className="studio-form studio-start" aria-labelledby="studio-start-title">
      <h2 id="studio-start-title" className="studio-form__title">
        Start from a template
      </h2>
      <p>Pick the funnel closest to the one you want. You get a copy of its screens and settings; the original stays as it is.</p>
      {templates.length === 0 ? (
        <p>Loading the funnels you can start from…</p>
      ) : (
        <ul className="studio-start__list">
          {templates.map((template) => (
            <li key={template.funnelId} className="studio-start__item">
              <span className="studio-start__text">
                <span className="studio-start__title">{template.title}</span>
                <span className="studio-start__meta">
                  {screenCount(template.definition) === 1 ? '1 screen' : `${screenCount(template.definition)} screens`}
                </span>
              </span>
              <button type="button" className="studio-button" onClick={() => onStart(template)}>
                Start from this<span className="studio-sr"> funnel: {template.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
