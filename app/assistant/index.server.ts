// The server half of app/assistant/'s public entry (its *.server modules); the rest is index.ts.
export { assistantChat } from './server/assistant-chat.server'
export { getAssistantPage } from './server/assistant-page.server'
export { getChat, listChats } from './server/chats.server'
export { incrementCounter, readCounter, withTrialAllowance } from './server/feature-counter.server'
export { sendMessageReport } from './server/message-report.server'
