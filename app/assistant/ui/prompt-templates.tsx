import { useState } from 'react'
import { defaultChoices, fillTemplate, placeholders, type PromptTemplate } from '../rules/prompt-template'
import { Button, Disclosure, Select } from '~/ui'

/** "target_audience" → "Target audience": a placeholder's name as a field label a person reads. */
const fieldLabel = (name: string) => {
  const words = name.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Prompt templates: pick one, choose each {{placeholder}} (the first option preselected), then put it in the composer. */
export function PromptTemplates({ templates, onUse }: { templates: readonly PromptTemplate[]; onUse: (text: string) => void }) {
  const [chosen, setChosen] = useState<PromptTemplate | null>(null)
  const [choices, setChoices] = useState<Record<string, string>>({})
  const pick = (template: PromptTemplate) => {
    setChosen(template)
    setChoices(defaultChoices(template))
  }
  return (
    <div className="assistant-templates">
      <Disclosure summary="Prompt templates">
        <ul className="assistant-template-list plain-list">
          {templates.map((template) => (
            <li key={template.id}>
              <Button
                variant={chosen?.id === template.id ? 'primary' : 'secondary'}
                size="small"
                aria-pressed={chosen?.id === template.id}
                onClick={() => pick(template)}
              >
                {template.title}
              </Button>
            </li>
          ))}
        </ul>
        {chosen ? (
          <div className="assistant-template-form">
            {placeholders(chosen.text).map((name) => (
              <Select
                key={name}
                label={fieldLabel(name)}
                options={(chosen.options[name] ?? []).map((option) => ({ value: option, label: option }))}
                value={choices[name] ?? ''}
                onChange={(event) => setChoices({ ...choices, [name]: event.target.value })}
              />
            ))}
            <p className="assistant-template-preview">{fillTemplate(chosen, choices)}</p>
            <Button onClick={() => onUse(fillTemplate(chosen, choices))}>Use this prompt</Button>
          </div>
        ) : null}
      </Disclosure>
    </div>
  )
}
