'use client'
import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useState } from 'react'
import { screenTypes } from '@schemas/screens/screen-types'
import { screenTypesFor } from '@schemas/funnel/kind-checks'
import type { FunnelKind } from '@schemas/funnel/definition'
import type { ScreenType } from '@schemas/screens'
import { screenName } from './change-summary'
import type { ScreenDropOffText } from './drop-off-text'
import type { Json, StudioScreen } from './form-model'
import { screenTypeName } from '@schemas/screens/screen-type-names'
import { StudioIcon } from './StudioIcon'
import { ReadableTokens } from './ReadableTokens'

type ListProps = {
  screens: StudioScreen[]
  /** Which types the picker offers: save offers only in cancellation flows, sales only in quizzes. */
  kind: FunnelKind
  selected: string
  /** The screen's problems in words. */
  problems: (index: number) => string[]
  /** The report's drop-off for a screen id, when there are figures for it. */
  dropOff: (screenId: string) => ScreenDropOffText | null
  onSelect: (key: string) => void
  onMove: (from: number, to: number) => void
  onDuplicate: (index: number) => void
  onDelete: (index: number) => void
  onAdd: (type: ScreenType) => void
}

/** The funnel's screens in order: select, reorder (drag, keyboard or buttons), duplicate, delete, add. */
export function StudioScreenList({
  screens,
  kind,
  selected,
  problems,
  dropOff,
  onSelect,
  onMove,
  onDuplicate,
  onDelete,
  onAdd,
}: ListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const [type, setType] = useState<ScreenType>('SingleOption')
  const funnelScreens = screens.map((screen) => screen.value)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(
      screens.findIndex((screen) => screen.key === active.id),
      screens.findIndex((screen) => screen.key === over.id),
    )
  }
  return (
    <nav className="studio-screens" aria-label="Screens">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={screens.map((screen) => screen.key)} strategy={verticalListSortingStrategy}>
          <ol className="studio-screens__list">
            {screens.map((screen, index) => (
              <ScreenRow
                key={screen.key}
                screen={screen}
                funnelScreens={funnelScreens}
                index={index}
                count={screens.length}
                selected={selected === screen.key}
                problems={problems(index)}
                dropOff={dropOff(String(screen.value.id))}
                onSelect={onSelect}
                onMove={onMove}
                onDuplicate={onDuplicate}
                onDelete={onDelete}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="studio-screens__add">
        <label htmlFor="studio-add-type">New screen type</label>
        <select id="studio-add-type" value={type} onChange={(event) => setType(event.target.value as ScreenType)}>
          {screenTypesFor(kind, screenTypes).map((option) => (
            <option key={option} value={option}>
              {screenTypeName(option)}
            </option>
          ))}
        </select>
        <button type="button" className="studio-button" onClick={() => onAdd(type)}>
          Add screen
        </button>
      </div>
    </nav>
  )
}

type RowProps = Omit<ListProps, 'screens' | 'kind' | 'selected' | 'problems' | 'dropOff' | 'onAdd'> & {
  screen: StudioScreen
  /** Every screen's value, to name the question an {{answer:…}} token refers to. */
  funnelScreens: readonly Json[]
  index: number
  count: number
  selected: boolean
  problems: string[]
  dropOff: ScreenDropOffText | null
}

function ScreenRow({
  screen,
  funnelScreens,
  index,
  count,
  selected,
  problems,
  dropOff,
  onSelect,
  onMove,
  onDuplicate,
  onDelete,
}: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: screen.key })
  const type = screenTypeName(String(screen.value.type))
  const name = screenName(screen.value, funnelScreens)
  const rules = Array.isArray(screen.value.next) ? 'branches' : screen.value.skipIf ? 'may be skipped' : ''
  return (
    <li
      ref={setNodeRef}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
      className={`studio-screen${selected ? ' studio-screen--selected' : ''}${isDragging ? ' studio-screen--dragging' : ''}`}
      data-screen-id={String(screen.value.id)}
    >
      <button type="button" className="studio-screen__handle" aria-label={`Drag ${name} to reorder`} {...attributes} {...listeners}>
        <StudioIcon name="grip" />
      </button>
      <button
        type="button"
        className="studio-screen__select"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(screen.key)}
      >
        <span className="studio-screen__icon">
          <StudioIcon name={String(screen.value.type)} />
        </span>
        <span className="studio-screen__text">
          <span className="studio-screen__title">
            {typeof screen.value.title === 'string' && screen.value.title ? (
              <ReadableTokens text={screen.value.title} screens={funnelScreens} />
            ) : (
              type
            )}
          </span>
          <span className="studio-screen__meta">
            {index + 1}. {type}
            {rules ? ` · ${rules}` : ''}
          </span>
          {dropOff ? (
            <span className={`studio-screen__drop-off${dropOff.high ? ' studio-screen__drop-off--high' : ''}`} title={dropOff.full}>
              <span aria-hidden="true">{dropOff.short}</span>
              <span className="studio-sr">{dropOff.full}</span>
            </span>
          ) : null}
          {problems[0] ? <span className="studio-screen__problem">{problems[0]}</span> : null}
        </span>
        {problems.length > 0 ? (
          <span className="studio-badge studio-badge--error" title={problems.join('\n')}>
            {problems.length === 1 ? '1 problem' : `${problems.length} problems`}
          </span>
        ) : null}
      </button>
      <span className="studio-screen__actions">
        <button
          type="button"
          className="studio-icon-button"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <StudioIcon name="up" />
        </button>
        <button
          type="button"
          className="studio-icon-button"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <StudioIcon name="down" />
        </button>
        <button type="button" className="studio-icon-button" aria-label={`Duplicate ${name}`} onClick={() => onDuplicate(index)}>
          <StudioIcon name="duplicate" />
        </button>
        <button
          type="button"
          className="studio-icon-button studio-icon-button--danger"
          aria-label={`Delete ${name}`}
          onClick={() => onDelete(index)}
        >
          <StudioIcon name="delete" />
        </button>
      </span>
    </li>
  )
}
