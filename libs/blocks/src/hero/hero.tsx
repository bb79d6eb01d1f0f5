import { useBlockEnvironment } from '../block-context'
import type { HeroBlock } from './hero.schema'

export function Hero({ block }: { block: HeroBlock }) {
  const { Image, Link } = useBlockEnvironment()
  return (
    <section data-block="hero" className="relative isolate overflow-hidden bg-brand-950 text-white">
      {block.image && (
        <Image
          image={block.image}
          alt=""
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45"
        />
      )}
      <div className="mx-auto flex min-h-[26rem] max-w-6xl flex-col justify-center gap-6 px-4 py-20">
        <p className="max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">{block.headline}</p>
        {block.text && <p className="max-w-2xl text-lg text-ink-100">{block.text}</p>}
        {block.cta_label && block.cta_url && (
          <Link
            url={block.cta_url}
            className="inline-flex min-h-11 w-fit items-center rounded-md bg-white px-6 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {block.cta_label}
          </Link>
        )}
      </div>
    </section>
  )
}
