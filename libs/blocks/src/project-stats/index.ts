import { defineBlock } from '../define-block'
import { projectStatsDefinition } from './project-stats.schema'

export const projectStatsBlock = defineBlock(projectStatsDefinition)
