import type { ComponentType } from 'react'
import type { ScreenType } from '@schemas/screens'
import type { ScreenProps } from './types'

type Loaders = { [T in ScreenType]: () => Promise<ComponentType<ScreenProps<T>>> }

/**
 * One dynamic import per screen type, so each renderer is its own chunk and the first screen
 * loads only its own code (the budget: ≤ 140 KB gzip with React and Remix). The map is typed
 * over every ScreenType, so a type without a renderer fails the type check.
 */
const loaders: Loaders = {
  SingleOption: () => import('./single-option').then((mod) => mod.SingleOptionScreen),
  MultipleOption: () => import('./multiple-option').then((mod) => mod.MultipleOptionScreen),
  Image: () => import('./image').then((mod) => mod.ImageScreen),
  Skip: () => import('./skip').then((mod) => mod.SkipScreen),
  Dependent: () => import('./dependent').then((mod) => mod.DependentScreen),
  Loader: () => import('./loader').then((mod) => mod.LoaderScreen),
  Info: () => import('./info').then((mod) => mod.InfoScreen),
  Input: () => import('./input').then((mod) => mod.InputScreen),
  Email: () => import('./email').then((mod) => mod.EmailScreen),
  YesNo: () => import('./yes-no').then((mod) => mod.YesNoScreen),
  Chart: () => import('./chart').then((mod) => mod.ChartScreen),
  ProductOnboarding: () => import('./product-onboarding').then((mod) => mod.ProductOnboardingScreen),
  Paywall: () => import('./paywall').then((mod) => mod.PaywallScreen),
  IndianFirst: () => import('./indian-first').then((mod) => mod.IndianFirstScreen),
  LevelIndicator: () => import('./level-indicator').then((mod) => mod.LevelIndicatorScreen),
  Lottie: () => import('./lottie').then((mod) => mod.LottieScreen),
  Slider: () => import('./slider').then((mod) => mod.SliderScreen),
  LoaderWithPopups: () => import('./loader-with-popups').then((mod) => mod.LoaderWithPopupsScreen),
  IntroLesson: () => import('./intro-lesson').then((mod) => mod.IntroLessonScreen),
  IntroLessonFinished: () => import('./intro-lesson-finished').then((mod) => mod.IntroLessonFinishedScreen),
  SaveOffer: () => import('./save-offer').then((mod) => mod.SaveOfferScreen),
}

// Renderers whose chunk has arrived, so the player can render them without waiting.
const loaded: { [T in ScreenType]?: ComponentType<ScreenProps<T>> } = {}
// One request per type at a time; forgotten when it fails, so the next attempt fetches again.
const inFlight: { [T in ScreenType]?: Promise<ComponentType<ScreenProps<T>>> } = {}

// Browsers remember a module that failed to load and fail every later import of the same address
// without asking the network, so a retry asks for the chunk at an address of its own.
const failedUrls: { [T in ScreenType]?: string } = {}
let attempts = 0

function failedModuleUrl(error: unknown): string | undefined {
  const match = error instanceof Error ? /https?:\/\/\S+?\.js\b/.exec(error.message) : null
  return match?.[0]
}

async function importAgain<T extends ScreenType>(type: T, url: string): Promise<ComponentType<ScreenProps<T>>> {
  attempts += 1
  const mod = (await import(/* @vite-ignore */ `${url}?retry=${attempts}`)) as Record<string, ComponentType<ScreenProps<T>>>
  const component = mod[`${type}Screen`]
  if (!component) throw new Error(`${url} has no ${type}Screen`)
  return component
}

/**
 * The renderer of a screen type, fetching its chunk when it has not arrived yet. Rejects when the
 * chunk cannot be fetched (offline): `ScreenSlot` then says so and tries again.
 */
export function loadRenderer<T extends ScreenType>(type: T): Promise<ComponentType<ScreenProps<T>>> {
  const ready = loaded[type] as ComponentType<ScreenProps<T>> | undefined
  if (ready) return Promise.resolve(ready)
  const pending = inFlight[type] as Promise<ComponentType<ScreenProps<T>>> | undefined
  if (pending) return pending
  const retry = failedUrls[type]
  const fetchRenderer = retry ? () => importAgain<T>(type, retry) : (loaders[type] as Loaders[T])
  const request = fetchRenderer().then(
    (component) => {
      ;(loaded as Record<T, ComponentType<ScreenProps<T>>>)[type] = component
      delete inFlight[type]
      return component
    },
    (error: unknown) => {
      delete inFlight[type]
      const url = failedModuleUrl(error)
      if (url) failedUrls[type] = url
      throw error
    },
  )
  ;(inFlight as Record<T, Promise<ComponentType<ScreenProps<T>>>>)[type] = request
  return request
}

/**
 * Starts loading a renderer's chunk without rendering it (the player calls it for the next
 * screen, for every screen of the funnel in idle time, and for the current one before hydrating).
 * A failed preload resolves to undefined: `ScreenSlot` retries when the screen is shown.
 */
export function preloadRenderer<T extends ScreenType>(type: T): Promise<ComponentType<ScreenProps<T>> | undefined> {
  return loadRenderer(type).catch(() => undefined)
}

/**
 * The renderer itself once its chunk has arrived (after `preloadRenderer`), else undefined. The
 * server preloads the current screen's renderer and renders it directly: a screen rendered before
 * its code has arrived would be sent as a spinner that only JavaScript could replace.
 */
export function loadedRenderer<T extends ScreenType>(type: T): ComponentType<ScreenProps<T>> | undefined {
  return loaded[type] as ComponentType<ScreenProps<T>> | undefined
}

/** Every screen type the registry can render (one renderer per type, checked by the type above). */
export const rendererTypes = Object.keys(loaders) as ScreenType[]
