export * from './funnel-events'
export * from './funnel-session'
