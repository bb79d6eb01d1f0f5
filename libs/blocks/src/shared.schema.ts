import { z } from 'zod'

export const blockId = z.union([z.number(), z.string()])

export const imageSchema = z.object({
  id: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  title: z.string().nullish(),
})
export type BlockImage = z.output<typeof imageSchema>
