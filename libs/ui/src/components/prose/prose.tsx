import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

const proseVariants = cva(
  [
    'max-w-prose text-pretty text-foreground',
    '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
    '[&_p]:my-5',
    '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-normal [&_h2]:tracking-tight [&_h2]:text-balance',
    '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-medium',
    '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold',
    '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:ps-6',
    '[&_li]:my-2 [&_li]:ps-1 [&_li::marker]:text-brand-600',
    // Only real links look like links: the sanitiser leaves an `<a>` whose href it refused as text.
    '[&_a[href]]:text-primary [&_a[href]]:underline [&_a[href]]:decoration-1 [&_a[href]]:underline-offset-4 [&_a[href]:hover]:text-primary-hover [&_a[href]:hover]:decoration-2',
    '[&_a[href]]:rounded-xs [&_a[href]:focus-visible]:outline-2 [&_a[href]:focus-visible]:outline-offset-2 [&_a[href]:focus-visible]:outline-focus',
    '[&_strong]:font-semibold [&_em]:italic',
    '[&_blockquote]:my-8 [&_blockquote]:border-s-2 [&_blockquote]:border-accent [&_blockquote]:ps-6 [&_blockquote]:text-lg [&_blockquote]:text-ink-700 [&_blockquote]:italic',
    '[&_hr]:my-10 [&_hr]:border-border',
    '[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
    '[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground',
    '[&_table]:my-8 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-input [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold [&_td]:border-b [&_td]:border-border [&_td]:py-2',
  ],
  {
    variants: {
      size: {
        base: 'text-base leading-relaxed',
        lg: 'text-lg leading-relaxed',
      },
    },
    defaultVariants: { size: 'base' },
  },
)

type ProseProps = Omit<React.ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> &
  VariantProps<typeof proseVariants> & {
    /**
     * Rich text from the CMS, ALREADY SANITISED on the server (e.g. with sanitize-html). This
     * component inserts it as is.
     */
    html: string
  }

/** Typographic styles for CMS rich text: paragraphs, headings, lists, links, quotes, tables. */
function Prose({ html, size, className, ...props }: ProseProps) {
  return (
    <div
      data-slot="prose"
      className={cn(proseVariants({ size }), className)}
      dangerouslySetInnerHTML={{ __html: html }}
      {...props}
    />
  )
}

export { Prose, proseVariants }
export type { ProseProps }
