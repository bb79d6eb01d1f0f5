import { defineBlock } from '../define-block'
import { getInspiredFields, getInspiredSchema } from './get-inspired.schema'
import { loadLatestProjects } from './load.server'

export const getInspiredBlock = defineBlock({
  collection: 'block_get_inspired',
  schema: getInspiredSchema,
  fields: getInspiredFields,
  load: loadLatestProjects,
})
