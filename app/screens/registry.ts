import { lazy, type ComponentType } from 'react'
import type { ScreenType } from '../../schemas/screens'
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
}

// Renderers whose chunk has arrived, so the player can render them without suspending.
const loaded: { [T in ScreenType]?: ComponentType<ScreenProps<T>> } = {}

function load<T extends ScreenType>(type: T): Promise<ComponentType<ScreenProps<T>>> {
  return loaders[type]().then((component) => {
    ;(loaded as Record<T, ComponentType<ScreenProps<T>>>)[type] = component
    return component
  })
}

function lazyRenderer<T extends ScreenType>(type: T) {
  return lazy(() => load(type).then((component) => ({ default: component })))
}

/** The renderer of each screen type, loaded on first render. Render inside <Suspense>. */
export const screenRenderers: { [T in ScreenType]: ComponentType<ScreenProps<T>> } = {
  SingleOption: lazyRenderer('SingleOption'),
  MultipleOption: lazyRenderer('MultipleOption'),
  Image: lazyRenderer('Image'),
  Skip: lazyRenderer('Skip'),
  Dependent: lazyRenderer('Dependent'),
  Loader: lazyRenderer('Loader'),
  Info: lazyRenderer('Info'),
  Input: lazyRenderer('Input'),
  Email: lazyRenderer('Email'),
  YesNo: lazyRenderer('YesNo'),
  Chart: lazyRenderer('Chart'),
  ProductOnboarding: lazyRenderer('ProductOnboarding'),
  Paywall: lazyRenderer('Paywall'),
  IndianFirst: lazyRenderer('IndianFirst'),
  LevelIndicator: lazyRenderer('LevelIndicator'),
  Lottie: lazyRenderer('Lottie'),
  Slider: lazyRenderer('Slider'),
  LoaderWithPopups: lazyRenderer('LoaderWithPopups'),
  IntroLesson: lazyRenderer('IntroLesson'),
  IntroLessonFinished: lazyRenderer('IntroLessonFinished'),
}

/**
 * Starts loading a renderer's chunk without rendering it (the player calls it for the next
 * screen, and for the current one before hydrating). The module cache makes repeats free. A
 * failed preload resolves to undefined: rendering will retry and report through error boundaries.
 */
export function preloadRenderer<T extends ScreenType>(type: T): Promise<ComponentType<ScreenProps<T>> | undefined> {
  return load(type).catch(() => undefined)
}

/**
 * The renderer itself once its chunk has arrived (after `preloadRenderer`), else undefined. The
 * server preloads the current screen's renderer and renders it directly: a suspended first screen
 * would be streamed as a fallback that only JavaScript could replace.
 */
export function loadedRenderer<T extends ScreenType>(type: T): ComponentType<ScreenProps<T>> | undefined {
  return loaded[type] as ComponentType<ScreenProps<T>> | undefined
}
