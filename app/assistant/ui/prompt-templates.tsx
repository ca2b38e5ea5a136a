import { useId, useState } from 'react'
import { defaultChoices, fillTemplate, placeholders, type PromptTemplate } from '../rules/prompt-template'

/** Prompt templates: pick one, choose each {{placeholder}} (the first option preselected), then put it in the composer. */
export function PromptTemplates({ templates, onUse }: { templates: readonly PromptTemplate[]; onUse: (text: string) => void }) {
  const [chosen, setChosen] = useState<PromptTemplate | null>(null)
  const [choices, setChoices] = useState<Record<string, string>>({})
  const baseId = useId()
  const pick = (template: PromptTemplate) => {
    setChosen(template)
    setChoices(defaultChoices(template))
  }
  return (
    <details className="assistant-templates">
      <summary>Prompt templates</summary>
      <ul className="assistant-template-list plain-list">
        {templates.map((template) => (
          <li key={template.id}>
            <button type="button" aria-pressed={chosen?.id === template.id} onClick={() => pick(template)}>
              {template.title}
            </button>
          </li>
        ))}
      </ul>
      {chosen ? (
        <div className="assistant-template-form">
          {placeholders(chosen.text).map((name) => (
            <div key={name} className="assistant-template-field">
              <label htmlFor={`${baseId}-${name}`}>{name}</label>
              <select
                id={`${baseId}-${name}`}
                value={choices[name] ?? ''}
                onChange={(event) => setChoices({ ...choices, [name]: event.target.value })}
              >
                {(chosen.options[name] ?? []).map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            </div>
          ))}
          <p className="assistant-template-preview">{fillTemplate(chosen, choices)}</p>
          <button type="button" className="primary" onClick={() => onUse(fillTemplate(chosen, choices))}>
            Use this prompt
          </button>
        </div>
      ) : null}
    </details>
  )
}
