import { defineBlock } from '../define-block'
import { poolNavigationFields, poolNavigationSchema } from './pool-navigation.schema'

export const poolNavigationBlock = defineBlock({
  collection: 'block_pool_navigation',
  schema: poolNavigationSchema,
  fields: poolNavigationFields,
})
