import { Text } from '@lamella/ui'
import type { Spec } from './pool-specs'

export interface SpecsTableProps {
  /** Names the table for screen readers and on screen, e.g. "Specifications". */
  caption: string
  specs: Spec[]
}

/** A two-column table: each row is headed by its label, so a screen reader reads "Depth, 1.5 m". */
export function SpecsTable({ caption, specs }: SpecsTableProps) {
  if (specs.length === 0) return null
  return (
    <table className="w-full border-collapse text-left" data-testid="specs-table">
      <caption className="mb-4 text-left">
        <Text asChild variant="eyebrow" tone="muted">
          <span>{caption}</span>
        </Text>
      </caption>
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.key} className="border-b border-border first:border-t">
            <th scope="row" className="py-3 pr-6 font-normal text-muted-foreground">
              {spec.label}
            </th>
            <td className="py-3 text-right font-medium tabular-nums">{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
