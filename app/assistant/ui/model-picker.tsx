import { useId } from 'react'
import type { ModelInfo } from '../rules/model-info'
import { modelTitle } from '../rules/model-info'
import { Button } from '~/ui'

type Props = {
  models: readonly ModelInfo[]
  selected: string
  open: boolean
  onToggle: () => void
  onSelect: (model: string) => void
}

/** The model selector: a toggle button and, when open, one radio per Model info (unknown names read "Prompt"). */
export function ModelPicker({ models, selected, open, onToggle, onSelect }: Props) {
  const listId = useId()
  return (
    <div className="assistant-model">
      <Button variant={open ? 'primary' : 'secondary'} size="small" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        Model:{' '}
        {modelTitle(
          selected,
          models.filter((info) => info.provider),
        )}
      </Button>
      {open ? (
        <fieldset id={listId} className="ui-options assistant-model-list">
          <legend>Choose a model</legend>
          {models.map((info) => (
            <label key={info.model} className="ui-option">
              <input type="radio" name="model" value={info.model} checked={info.model === selected} onChange={() => onSelect(info.model)} />
              <span className="assistant-model-badge" aria-hidden="true">
                {(info.provider || '?').slice(0, 1)}
              </span>
              <span>
                {info.name}
                {info.provider ? <span className="muted"> · {info.provider}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
