export * from './chat'
export * from './image'
export * from './judge'
