import { useTranslation } from '@lamella/i18n/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { poolSpecs } from './pool-specs'
import { SpecsTable } from './specs-table'

type PoolFigures = Parameters<typeof poolSpecs>[0]

/** The figures of the seeded Horizon and Patio pools. */
const horizon: PoolFigures = {
  depth: 1.5,
  length: 11,
  width: 4.5,
  volume: 72,
  coverIntegration: true,
  safetyRim: true,
  stairs: 'wide_lounge',
  standingLedge: true,
}
const patio: PoolFigures = {
  depth: 1.2,
  length: 6,
  width: 3,
  volume: 21,
  coverIntegration: false,
  safetyRim: false,
  stairs: 'stair_oblique',
  standingLedge: false,
}

/** As a pool's detail page shows it: the rows `poolSpecs` makes of the pool's figures. */
function PoolSpecsTable({ pool }: { pool: PoolFigures }) {
  const { t, locale } = useTranslation()
  return <SpecsTable caption={t('pools.specifications')} specs={poolSpecs(pool, locale, t)} />
}

const meta = {
  title: 'Site/Specs table',
  component: PoolSpecsTable,
  args: { pool: horizon },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PoolSpecsTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Specifications' })
    await expect(canvas.getByRole('rowheader', { name: 'Depth' })).toBeInTheDocument()
    await expect(table).toHaveTextContent('72 m³')
  },
}

/** A pool without the optional features: every yes/no row says no. */
export const WithoutExtras: Story = { args: { pool: patio } }

/** A pool whose figures the editors left empty shows only the rows it has. */
export const FewFigures: Story = {
  args: { pool: { ...patio, depth: null, volume: null, stairs: null } satisfies PoolFigures },
}
