'use client'
import { useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import { funnelKindOf } from '@schemas/funnel/kind-checks'
import type { ScreenType } from '@schemas/screens'
import { fromFormModel, moveItem, newScreenKey, type Path, setAt, toFormModel, type FormModel } from './form-model'
import { issuesByPath, issuesUnder, wordedIssues } from './issues'
import { freeScreenId, screenTemplate } from './screen-templates'
import { StudioChanges } from './StudioChanges'
import { StudioPreview } from './StudioPreview'
import { StudioScreenForm, StudioSettingsForm } from './StudioForms'
import { StudioScreenList } from './StudioScreenList'
import { StudioStart } from './StudioStart'
import { templateCopy } from './template-copy'
import { planSetLabel } from './plan-set-choices'
import { type FunnelTemplate, noChoices, StudioChoicesContext, type StudioChoices } from './use-studio-choices'
import { loadStudioChoices } from './load-studio-choices'
import { screenDropOffText } from './drop-off-text'
import { StudioDropOff } from './StudioDropOff'
import { type DropOffPeriod, useScreenDropOff } from './use-screen-drop-off'
import { type Playing, StudioPaths } from './StudioPaths'
import { routeScreens } from './route-labels'
import { useFunnelRoutes } from './use-funnel-routes'
import { type ImageSet, picturesUsed } from './image-set-choices'
import { askStudioToFocus, focusField, screenIndexOf } from './studio-focus'
import { StudioProblemsBar } from './StudioProblems'

const settingsKey = 'settings'
const changesKey = 'changes'

/** The studio: screens on the left, the selected screen's form in the middle, the phone preview on the right. */
export function FunnelStudio({
  path,
  imageSets,
  focusRequest,
}: {
  path: string
  imageSets: ImageSet[]
  /** A problem to show: its screen (or the settings) is opened and its field focused. */
  focusRequest?: { path: string; at: number }
}) {
  const { value, setValue } = useField<unknown>({ path })
  const funnelId = useFormFields(([fields]) => fields.funnelId?.value)
  const title = useFormFields(([fields]) => fields.title?.value)
  const { setValue: setFunnelId } = useField<string>({ path: 'funnelId' })
  const { setValue: setTitle } = useField<string>({ path: 'title' })
  const { id: documentId } = useDocumentInfo()
  const [model, setModel] = useState<FormModel>(() => toFormModel(value))
  const [selected, setSelected] = useState<string>(() => model.screens[0]?.key ?? settingsKey)
  const [loaded, setLoaded] = useState<Omit<StudioChoices, 'imageSets' | 'usedPictures'>>(noChoices)
  const [template, setTemplate] = useState<FunnelTemplate>()
  useEffect(() => void loadStudioChoices().then(setLoaded), [])
  const [dropOffPeriod, setDropOffPeriod] = useState<DropOffPeriod>('7d')
  const dropOff = useScreenDropOff(documentId === undefined ? undefined : funnelId, dropOffPeriod)

  const definition = useMemo(() => fromFormModel(model), [model])
  const usedPictures = useMemo(() => picturesUsed(definition), [definition])
  const choices = useMemo<StudioChoices>(() => ({ ...loaded, imageSets, usedPictures }), [loaded, imageSets, usedPictures])
  const problems = useMemo(() => wordedIssues(definition, funnelId), [definition, funnelId])
  const issues = useMemo(() => issuesByPath(problems), [problems])
  const update = (next: FormModel) => {
    setModel(next)
    setValue(fromFormModel(next))
  }
  const paths = useFunnelRoutes(definition)
  const [playing, setPlaying] = useState<Playing | null>(null)
  const route = playing && !paths.stale ? paths.found?.routes[playing.route] : undefined
  const play = (next: Playing | null) => {
    setPlaying(next)
    const onPath = next && paths.found ? routeScreens(paths.found.routes[next.route]!)[next.at] : undefined
    const found = model.screens.find((one) => one.value.id === onPath)
    if (found) setSelected(found.key)
  }
  const choose = (key: string) => {
    setPlaying(null)
    setSelected(key)
  }
  // Opens the problem's screen, then focuses its field once that screen's form is drawn.
  const layout = useRef<HTMLDivElement>(null)
  const pendingFocus = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!focusRequest) return
    const at = screenIndexOf(focusRequest.path)
    pendingFocus.current = focusRequest.path
    if (focusRequest.path === 'id') {
      pendingFocus.current = undefined
      document.getElementById('field-funnelId')?.focus()
    } else choose(at === undefined ? settingsKey : (model.screens[at]?.key ?? settingsKey))
  }, [focusRequest])
  useEffect(() => {
    if (pendingFocus.current && layout.current && focusField(layout.current, pendingFocus.current)) pendingFocus.current = undefined
  })

  const index = model.screens.findIndex((screen) => screen.key === selected)
  const screen = model.screens[index]

  // The definition's id must equal the funnel id: the studio keeps them together as the marketer types.
  const definitionId = model.rest.id
  useEffect(() => {
    if (typeof funnelId !== 'string' || !/^[a-z0-9_]+$/.test(funnelId) || model.screens.length === 0 || definitionId === funnelId) return
    update({ ...model, rest: { ...model.rest, id: funnelId } })
  }, [funnelId, definitionId, model.screens.length])
  // So does its title, once the marketer retitles the funnel (opening one changes nothing).
  const openedTitle = useRef(title)
  useEffect(() => {
    if (typeof title !== 'string' || !title.trim() || title === openedTitle.current || model.screens.length === 0) return
    if (model.rest.title !== title.trim()) update({ ...model, rest: { ...model.rest, title: title.trim() } })
  }, [title, model.screens.length])

  // A copy gets names of its own (template-copy.ts): the id and title fields are filled, and the
  // definition carries the same id and title, so one funnel never goes by two names.
  const startFrom = (chosen: FunnelTemplate) => {
    const copy = toFormModel(structuredClone(chosen.definition))
    const names = templateCopy(chosen, loaded.funnels, { funnelId, title })
    setFunnelId(names.funnelId)
    setTitle(names.title)
    update({ ...copy, rest: { ...copy.rest, id: names.funnelId, title: names.title, description: names.description, version: 1 } })
    setTemplate(chosen)
    setSelected(copy.screens[0]?.key ?? settingsKey)
  }
  // With the settings open, the phone shows the paywall: most settings are about it.
  const paywallId = model.screens.find((one) => one.value.type === 'Paywall')?.value.id
  const previewScreenId =
    route && playing
      ? routeScreens(route)[playing.at]
      : screen
        ? String(screen.value.id)
        : selected === settingsKey && paywallId
          ? String(paywallId)
          : undefined
  const routeEvents = useMemo(() => (route && playing ? route.steps.slice(0, playing.at).flat() : undefined), [route, playing])

  if (model.screens.length === 0)
    return (
      <StudioChoicesContext.Provider value={choices}>
        <StudioStart templates={choices.funnels} onStart={startFrom} />
      </StudioChoicesContext.Provider>
    )

  const setScreens = (screens: FormModel['screens']) => update({ ...model, screens })
  const addScreen = (type: ScreenType) => {
    const at = index >= 0 ? index + 1 : model.screens.length
    const earlier = model.screens
      .slice(0, at)
      .reverse()
      .find((one) => Array.isArray(one.value.options))
    const id = freeScreenId(model.screens.map((one) => one.value.id))
    const added = {
      key: newScreenKey(),
      value: screenTemplate(type, { id, ...(earlier ? { earlierQuestionId: String(earlier.value.id) } : {}) }),
    }
    setScreens([...model.screens.slice(0, at), added, ...model.screens.slice(at)])
    setSelected(added.key)
  }

  return (
    <StudioChoicesContext.Provider value={choices}>
      <div className="studio-layout" ref={layout}>
        <div className="studio-layout__bar">
          <StudioProblemsBar problems={problems} onGo={askStudioToFocus} />
          <div className="studio-panels" role="group" aria-label="Funnel">
            <button
              type="button"
              className="studio-button studio-button--ghost"
              aria-pressed={selected === settingsKey}
              onClick={() => choose(settingsKey)}
            >
              Funnel settings{issuesUnder(issues, ['settings']).length > 0 ? ' (problems)' : ''}
            </button>
            <button
              type="button"
              className="studio-button studio-button--ghost"
              aria-pressed={selected === changesKey}
              onClick={() => choose(changesKey)}
            >
              Changes before publishing
            </button>
          </div>
          <StudioDropOff period={dropOffPeriod} state={dropOff} onPeriod={setDropOffPeriod} />
        </div>
        <div className="studio-layout__side">
          <StudioScreenList
            screens={model.screens}
            kind={funnelKindOf(model.rest)}
            selected={selected}
            problems={(at) => issuesUnder(issues, ['screens', at])}
            dropOff={(screenId) => (dropOff.status === 'ready' ? screenDropOffText(dropOff.figures, screenId, dropOffPeriod) : null)}
            onSelect={choose}
            onMove={(from, to) => setScreens(moveItem(model.screens, from, to))}
            onDuplicate={(at) => {
              const original = model.screens[at]!
              const copy = {
                key: newScreenKey(),
                value: { ...structuredClone(original.value), id: freeScreenId(model.screens.map((one) => one.value.id)) },
              }
              setScreens([...model.screens.slice(0, at + 1), copy, ...model.screens.slice(at + 1)])
              setSelected(copy.key)
            }}
            onDelete={(at) => {
              const name = model.screens[at]?.value.title
              if (!window.confirm(`Delete the screen${typeof name === 'string' ? ` “${name}”` : ''}? You can still leave without saving.`))
                return
              setScreens(model.screens.filter((_, other) => other !== at))
              setSelected(model.screens[at + 1]?.key ?? model.screens[at - 1]?.key ?? settingsKey)
            }}
            onAdd={addScreen}
          />
        </div>
        <div className="studio-layout__form">
          {screen ? (
            <StudioScreenForm
              key={screen.key}
              screen={screen.value}
              index={index}
              issues={issues}
              onChange={(fieldPath: Path, next: unknown) => {
                const screens = [...model.screens]
                screens[index] = { ...screen, value: setAt(screen.value, fieldPath.slice(2), next) as Record<string, unknown> }
                update({ ...model, screens })
              }}
            />
          ) : selected === changesKey ? (
            <StudioChanges
              documentId={documentId}
              draft={definition}
              template={template}
              planSetName={(id) => planSetLabel(choices.planSets, id)}
            />
          ) : (
            <StudioSettingsForm
              rest={model.rest}
              issues={issues}
              onChange={(fieldPath: Path, next: unknown) =>
                update({ ...model, rest: setAt(model.rest, fieldPath, next) as Record<string, unknown> })
              }
            />
          )}
        </div>
        <div className="studio-layout__preview">
          <StudioPreview
            definition={definition}
            valid={issues.size === 0}
            screenId={previewScreenId}
            route={routeEvents}
            onWalk={(screenId) => {
              const found = model.screens.find((one) => one.value.id === screenId)
              if (found) choose(found.key)
            }}
          >
            <StudioPaths
              found={paths.found}
              stale={paths.stale}
              canFind={issues.size === 0}
              playing={route ? playing : null}
              definition={definition}
              onFind={paths.find}
              onPlay={play}
            />
          </StudioPreview>
        </div>
      </div>
    </StudioChoicesContext.Provider>
  )
}
