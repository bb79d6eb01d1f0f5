import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Prose } from './prose'

const ARTICLE = `
<p>A heated pool loses most of its warmth through the water surface. A closed slatted cover cuts that loss by up to <strong>70 percent</strong>, and it keeps leaves, dust and curious children out.</p>
<h2>How a slatted cover works</h2>
<p>Hollow polycarbonate or PVC slats float on the water. A motor in the pit or on the deck rolls them up in under two minutes. Read more in our <a href="/en/covers">overview of covers</a>.</p>
<ul>
  <li>Safety: certified to NF P90-308 when locked.</li>
  <li>Energy: solar slats warm the water on sunny days.</li>
  <li>Comfort: a key switch or an app, whichever you prefer.</li>
</ul>
<h3>Which colour should I choose?</h3>
<p>Light slats reflect the sun, dark and transparent slats let it warm the water.</p>
<ol>
  <li>Pick a colour that matches your terrace.</li>
  <li>Check the sun exposure of the pool.</li>
  <li>Ask your dealer for a sample.</li>
</ol>
<blockquote><p>"We swim from April to October now, and the heating bill halved."</p></blockquote>
<p>Questions? Your dealer measures the pool for free.</p>
`

const meta = {
  title: 'Components/Typography/Prose',
  component: Prose,
  args: { html: ARTICLE },
} satisfies Meta<typeof Prose>

export default meta
type Story = StoryObj<typeof meta>

export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'How a slatted cover works' }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'overview of covers' })).toHaveAttribute(
      'href',
      '/en/covers',
    )
  },
}

export const Large: Story = { args: { size: 'lg' } }

/** The sanitiser leaves a link whose href it refused (`javascript:`, `data:`) as an `<a>` alone. */
export const RefusedLink: Story = {
  args: {
    html: '<p>Only <a href="/en/covers">a real link</a> looks like one, <a>not a refused one</a>.</p>',
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'a real link' })
    const refused = canvas.getByText('not a refused one')
    const paragraph = canvasElement.querySelector('p')!
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline')
    await expect(getComputedStyle(refused).textDecorationLine).toBe('none')
    await expect(getComputedStyle(refused).color).toBe(getComputedStyle(paragraph).color)
  },
}
