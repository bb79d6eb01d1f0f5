import { useBlockEnvironment } from '../block-context'
import type { CtaBlock } from './cta.schema'

export function Cta({ block }: { block: CtaBlock }) {
  const { Link } = useBlockEnvironment()
  return (
    <section data-block="cta" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-col items-start gap-4 rounded-xl bg-brand-50 p-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight text-ink-950">{block.title}</h2>
          {block.text && <p className="mt-2 text-ink-700">{block.text}</p>}
        </div>
        {block.button_label && block.button_url && (
          <Link
            url={block.button_url}
            className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary-hover"
          >
            {block.button_label}
          </Link>
        )}
      </div>
    </section>
  )
}
