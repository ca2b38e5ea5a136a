// The public entry of app/assistant/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { modelInfos, modelTitle } from './rules/model-info'
export type { FeatureCounter } from './rules/prompt-limit'
export { askAboutLessonHref } from './rules/lesson-about'
export { AssistantChat } from './ui/assistant-chat'
