// Browser-safe: no catalogue, no parser, no Node module. Catalogues are in `./messages`,
// detection in `./server`, React bindings in `./react`, zod validation in `./validation`.
export * from './locales'
export * from './translate'
export * from './format'
export * from './products'
export * from './markets'
export * from './calendar'
export * from './locale-cookie'
export type { Messages } from './messages/en'
