import { defineBlock } from '../define-block'
import { projectStatsFields, projectStatsSchema } from './project-stats.schema'

export const projectStatsBlock = defineBlock({
  collection: 'block_project_stats',
  schema: projectStatsSchema,
  fields: projectStatsFields,
})
