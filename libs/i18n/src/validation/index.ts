export * from './error-map'
export * from './schemas'
