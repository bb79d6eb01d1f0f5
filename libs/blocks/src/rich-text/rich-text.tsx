import type { RichTextBlock } from './rich-text.schema'

export function RichText({ block }: { block: RichTextBlock }) {
  return (
    <section data-block="rich-text" className="mx-auto max-w-3xl px-4 py-12">
      {block.title && <h2 className="text-3xl font-semibold tracking-tight text-ink-950">{block.title}</h2>}
      <div className="prose mt-6 max-w-none" dangerouslySetInnerHTML={{ __html: block.body }} />
    </section>
  )
}
