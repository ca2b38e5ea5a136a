export * from './chat'
export * from './image'
export * from './judge'
export * from './ai-tools'
