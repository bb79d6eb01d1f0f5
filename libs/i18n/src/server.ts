export * from './detect'
export * from './messages'
