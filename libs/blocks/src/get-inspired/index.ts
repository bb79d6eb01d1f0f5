import { defineBlock } from '../define-block'
import { getInspiredDefinition } from './get-inspired.schema'
import { loadLatestProjects } from './load.server'

export const getInspiredBlock = defineBlock({
  ...getInspiredDefinition,
  load: loadLatestProjects,
})
