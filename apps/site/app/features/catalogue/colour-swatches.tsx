import { coverColors, type CoverColor } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { cn, coverColorTokens } from '@lamella/ui'
import { Link } from 'react-router'

const CHECKERBOARD =
  'repeating-conic-gradient(var(--color-ink-200) 0 25%, var(--color-white) 0 50%) 50% / 8px 8px'

/** A round sample of a cover colour; decorative, the colour's name is always next to it. */
export function ColourDot({ colour, className }: { colour: CoverColor; className?: string }) {
  const { hex, opacity } = coverColorTokens[colour]
  // Slats the light shines through: drawn over a checkerboard so they read as see-through.
  const background = opacity < 1 ? `linear-gradient(${hex}b3, ${hex}b3), ${CHECKERBOARD}` : hex
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-6 shrink-0 rounded-full shadow-[inset_0_0_0_1px_rgb(17_20_23/0.18)]',
        className,
      )}
      style={{ background }}
    />
  )
}

export interface ColourSwatchesProps {
  /** names the navigation, e.g. "Filter covers by colour" */
  label: string
  /** the colour shown now; none means every colour */
  current: CoverColor | null
  /** where a colour leads */
  hrefOf: (colour: CoverColor) => string
  /** where 'all colours' leads; without it there is no such link */
  allHref?: string
}

/**
 * The ten cover colours as links, each a swatch with its translated name. Plain links, so they
 * work without JavaScript and every colour has its own URL; the current one is `aria-current`.
 */
export function ColourSwatches({ label, current, hrefOf, allHref }: ColourSwatchesProps) {
  const { t } = useTranslation()
  // a chip starts with its colour's dot; "all colours" has none and gets the end's padding
  const chip = (start: string) =>
    cn(
      'inline-flex min-h-11 items-center gap-2 rounded-full border border-input bg-background py-1.5 pr-4 text-sm font-medium text-ink-800',
      start,
      'transition-colors hover:border-ink-700 hover:text-foreground',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
      'aria-[current=true]:border-ink-950 aria-[current=true]:ring-1 aria-[current=true]:ring-ink-950',
    )
  return (
    <nav aria-label={label} data-testid="colour-swatches">
      <ul className="flex flex-wrap gap-2">
        {allHref && (
          <li>
            <Link
              to={allHref}
              preventScrollReset
              data-keep-scroll=""
              aria-current={current === null ? 'true' : undefined}
              className={chip('pl-4')}
            >
              {t('covers.allColours')}
            </Link>
          </li>
        )}
        {coverColors.map((colour) => (
          <li key={colour}>
            <Link
              to={hrefOf(colour)}
              preventScrollReset
              data-keep-scroll=""
              aria-current={current === colour ? 'true' : undefined}
              className={chip('pl-1.5')}
              data-colour={colour}
            >
              <ColourDot colour={colour} />
              {t(`colors.${colour}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
