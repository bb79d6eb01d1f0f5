import { useTranslation } from '@lamella/i18n/react'
import {
  Container,
  Heading,
  PauseIcon,
  PlayIcon,
  Section,
  Text,
  coverColorTokens,
} from '@lamella/ui'
import { useId, useState } from 'react'
import type { PoolAnimationBlock } from './pool-animation.schema'

const POOL = { x: 56, y: 40, width: 320, height: 176 }
const SLAT = 11
const slats = Array.from({ length: Math.ceil(POOL.width / SLAT) }, (_, index) => index * SLAT)

/*
 * The cover slides out of its roller and back (CSS, so the browser runs it off the main thread);
 * paused or for visitors who prefer reduced motion it stands still, half closed. The same CSS
 * rule gives the half-closed position when animations are off altogether.
 */
const css = `
[data-slot=pool-cover] { transform: translateX(-${POOL.width / 2}px); }
@media (prefers-reduced-motion: no-preference) {
  [data-slot=pool-cover] { animation: lamella-pool-cover 12s ease-in-out infinite; }
  [data-state=paused] [data-slot=pool-cover] { animation-play-state: paused; }
}
@keyframes lamella-pool-cover {
  0%, 8% { transform: translateX(-${POOL.width}px); }
  45%, 58% { transform: translateX(0); }
  95%, 100% { transform: translateX(-${POOL.width}px); }
}
`

export function PoolAnimation({ block }: { block: PoolAnimationBlock }) {
  const { t } = useTranslation()
  const headingId = useId()
  const clipId = useId()
  const [playing, setPlaying] = useState(true)
  const slat = coverColorTokens[block.color]
  const { x, y, width, height } = POOL
  return (
    <Section data-block="pool-animation" spacing="md" aria-labelledby={headingId}>
      <Container className="grid items-center gap-10 md:grid-cols-2 md:gap-16">
        <div className="flex flex-col gap-4">
          <Heading id={headingId} level={2}>
            {block.heading}
          </Heading>
          {block.text && (
            <Text variant="lead" tone="muted">
              {block.text}
            </Text>
          )}
        </div>
        <figure
          data-state={playing ? 'playing' : 'paused'}
          className="relative flex flex-col items-end gap-3"
        >
          <svg
            viewBox="0 0 432 256"
            role="img"
            aria-label={t('poolAnimation.label', { color: t(`colors.${block.color}`) })}
            className="h-auto w-full rounded-xl bg-[#d9d2c4]"
          >
            <style>{css}</style>
            <defs>
              <clipPath id={clipId}>
                <rect x={x} y={y} width={width} height={height} rx="6" />
              </clipPath>
            </defs>
            <rect x="24" y="16" width="384" height="224" rx="10" fill="#e9e4d8" />
            <rect x={x} y={y} width={width} height={height} rx="6" fill="#3f9ac9" />
            <g stroke="#8cc8e6" strokeWidth="2" strokeLinecap="round" fill="none" opacity="0.7">
              <path d="M110 90q12-8 24 0t24 0" />
              <path d="M250 150q12-8 24 0t24 0" />
              <path d="M190 190q12-8 24 0t24 0" />
            </g>
            <g clipPath={`url(#${clipId})`}>
              <g data-slot="pool-cover" opacity={slat.opacity}>
                {slats.map((offset) => (
                  <rect
                    key={offset}
                    x={x + offset}
                    y={y}
                    width={SLAT - 1.5}
                    height={height}
                    fill={slat.hex}
                  />
                ))}
              </g>
            </g>
            <rect x={x - 26} y={y - 6} width="24" height={height + 12} rx="6" fill="#6b7076" />
            <rect x={x - 20} y={y} width="12" height={height} rx="4" fill={slat.hex} />
          </svg>
          <button
            type="button"
            onClick={() => setPlaying((value) => !value)}
            className="inline-flex h-11 items-center gap-2 rounded-full border border-input bg-background px-4 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus motion-reduce:hidden"
          >
            {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
            {playing ? t('poolAnimation.pause') : t('poolAnimation.play')}
          </button>
        </figure>
      </Container>
    </Section>
  )
}
