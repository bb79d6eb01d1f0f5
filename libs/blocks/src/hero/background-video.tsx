import { useTranslation } from '@lamella/i18n/react'
import { PauseIcon, PlayIcon, useHydrated, usePrefersReducedMotion } from '@lamella/ui'
import { useRef, useState } from 'react'

/**
 * A muted looping video over the hero's poster. The server's HTML has only the poster: a video
 * must not start before the browser knows whether the visitor prefers reduced motion, and then
 * it plays only if they do not. The button lets anyone stop it (WCAG 2.2.2) or start it.
 */
export function BackgroundVideo({ src, type }: { src: string; type?: string | null }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const reducedMotion = usePrefersReducedMotion()
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  if (!hydrated) return null

  const toggle = () => {
    const element = video.current
    if (!element) return
    if (element.paused) void element.play().catch(() => setPlaying(false))
    else element.pause()
  }

  return (
    <>
      <video
        ref={video}
        data-slot="hero-video"
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        preload={reducedMotion ? 'none' : 'auto'}
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="absolute inset-0 -z-20 size-full object-cover opacity-50"
      >
        <source src={src} type={type ?? undefined} />
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute end-4 bottom-4 z-10 inline-flex h-11 items-center gap-2 rounded-full bg-brand-950/80 px-4 text-sm font-medium text-white ring-1 ring-white/40 hover:bg-brand-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
        {playing ? t('hero.pauseVideo') : t('hero.playVideo')}
      </button>
    </>
  )
}
