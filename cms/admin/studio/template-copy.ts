import { isRecord } from './form-model'
import { relativePicture } from './image-set-choices'
import type { FunnelTemplate } from './use-studio-choices'

const funnelIdPattern = /^[a-z0-9_]+$/
const maxIdLength = 60

/** The names a new funnel started from a template gets: its own, never the template's (one funnel, one name). */
export type TemplateCopy = { funnelId: string; title: string; description: string }

function freeId(base: string, taken: ReadonlySet<string>): string {
  const stem = base.slice(0, maxIdLength - 8)
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${stem}_copy` : `${stem}_copy_${n}`
    if (!taken.has(candidate)) return candidate
  }
}

function freeTitle(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${base} (copy)` : `${base} (copy ${n})`
    if (!taken.has(candidate.toLowerCase())) return candidate
  }
}

/**
 * The id, title and description a funnel started from `template` is given: what the marketer
 * already typed in the id and title fields, else a free `<template id>_copy[_n]` and
 * "<template title> (copy[ n])" that no funnel in `existing` has. The description says where the
 * funnel came from instead of repeating the template's own (which describes the template).
 */
export function templateCopy(
  template: FunnelTemplate,
  existing: readonly Pick<FunnelTemplate, 'funnelId' | 'title'>[],
  typed: { funnelId?: unknown; title?: unknown } = {},
): TemplateCopy {
  const ids = new Set(existing.map((funnel) => funnel.funnelId))
  const titles = new Set(existing.map((funnel) => funnel.title.trim().toLowerCase()))
  const typedId = typeof typed.funnelId === 'string' && funnelIdPattern.test(typed.funnelId) && !ids.has(typed.funnelId)
  const typedTitle = typeof typed.title === 'string' && typed.title.trim() !== ''
  return {
    funnelId: typedId ? (typed.funnelId as string) : freeId(template.funnelId, ids),
    title: typedTitle ? (typed.title as string).trim() : freeTitle(template.title.trim() || template.funnelId, titles),
    description: `Started from “${template.title}”. Say here what this funnel is for and who sees it.`,
  }
}

/** What a template's first screen shows, for its thumbnail: the words and picture a visitor sees first. */
export type FirstScreenThumb = { preTitle?: string; title: string; picture?: string; options: string[]; screens: number }

export function firstScreenThumb(definition: unknown): FirstScreenThumb | null {
  if (!isRecord(definition) || !Array.isArray(definition.screens) || !isRecord(definition.screens[0])) return null
  const screen = definition.screens[0]
  const settings = isRecord(definition.settings) ? definition.settings : {}
  const imageSet = typeof settings.imageSet === 'string' ? settings.imageSet : 'default'
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)
  const image = text(screen.image)
  const picture = image
    ? relativePicture.test(image)
      ? `/images/funnels/${imageSet}/${image.replace(/^\.\//, '')}`
      : image.startsWith('/') || image.startsWith('https://')
        ? image
        : undefined
    : undefined
  const options = Array.isArray(screen.options)
    ? screen.options.flatMap((option) => (isRecord(option) && text(option.value) ? [option.value as string] : [])).slice(0, 3)
    : []
  return {
    preTitle: text(screen.preTitle),
    title: text(screen.title) ?? text(screen.type) ?? 'First screen',
    picture,
    options,
    screens: definition.screens.length,
  }
}
