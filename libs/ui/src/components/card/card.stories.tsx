import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { fixtureImages, fixtureLoader } from '../../test/fixtures'
import { Badge } from '../badge/badge'
import { Image } from '../image/image'
import {
  Card,
  CardBadges,
  CardBody,
  CardCta,
  CardDescription,
  CardEyebrow,
  CardFooter,
  CardLink,
  CardMedia,
  CardMeta,
  CardTitle,
} from './card'

const meta = {
  title: 'Components/Card',
  component: Card,
  argTypes: {
    variant: { control: 'inline-radio', options: ['elevated', 'outline', 'surface', 'plain'] },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
  decorators: [
    (Story, { parameters }) => <div className={parameters.frame ?? 'max-w-sm'}>{Story()}</div>,
  ],
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

/** Pool types: image, category eyebrow, title, short description. */
export const Pool: Story = {
  render: (args) => (
    <Card {...args}>
      <CardMedia ratio="landscape">
        <Image
          src={fixtureLoader(fixtureImages.pool)}
          width={384}
          height={288}
          sizes="384px"
          alt=""
        />
      </CardMedia>
      <CardBody>
        <CardEyebrow>Built-in pool</CardEyebrow>
        <CardTitle>
          <CardLink href="/en/pools/infinity">Infinity 8 × 4</CardLink>
        </CardTitle>
        <CardDescription>
          A polyester pool with an integrated cover pit and a wide lounge stair.
        </CardDescription>
        <CardMeta>
          <span>8 × 4 m</span>
          <span>1.5 m deep</span>
          <span>48 m³</span>
        </CardMeta>
      </CardBody>
    </Card>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Infinity 8 × 4' })
    await expect(link).toHaveAttribute('href', '/en/pools/infinity')
    await userEvent.tab()
    await expect(link).toHaveFocus()
  },
}

/** Covers: square image with a badge over it. */
export const Cover: Story = {
  render: (args) => (
    <Card {...args} variant="surface">
      <CardMedia ratio="square" inset>
        <Image
          src={fixtureLoader(fixtureImages.cover)}
          width={360}
          height={360}
          sizes="360px"
          alt=""
        />
        <CardBadges>
          <Badge variant="overlay">Solar</Badge>
        </CardBadges>
      </CardMedia>
      <CardBody>
        <CardTitle>
          <CardLink href="/en/covers/lamella-solar">Lamella Solar</CardLink>
        </CardTitle>
        <CardDescription>Polycarbonate slats that warm the water by up to 5 °C.</CardDescription>
        <CardFooter>
          <CardCta>Discover</CardCta>
        </CardFooter>
      </CardBody>
    </Card>
  ),
}

/** Projects (realisations): image-led, location and product as meta. */
export const Project: Story = {
  render: (args) => (
    <Card {...args} variant="plain">
      <CardMedia ratio="portrait" className="rounded-lg">
        <Image
          src={fixtureLoader(fixtureImages.project)}
          width={384}
          height={480}
          sizes="384px"
          alt=""
        />
        <CardBadges>
          <Badge variant="overlay">Volcano grey</Badge>
        </CardBadges>
      </CardMedia>
      <CardBody className="px-0 sm:px-0">
        <CardTitle>
          <CardLink href="/en/projects/villa-sint-martens-latem">
            Villa in Sint-Martens-Latem
          </CardLink>
        </CardTitle>
        <CardMeta>
          <span>Lamella Classic</span>
          <span>Lounge stair</span>
        </CardMeta>
      </CardBody>
    </Card>
  ),
}

/** Blog posts: date and reading time, and the "read article" cue. */
export const Blog: Story = {
  render: (args) => (
    <Card {...args}>
      <CardMedia ratio="wide">
        <Image
          src={fixtureLoader(fixtureImages.blog)}
          width={384}
          height={216}
          sizes="384px"
          alt=""
        />
      </CardMedia>
      <CardBody>
        <CardMeta>
          <time dateTime="2026-04-02">2 April 2026</time>
          <span>4 min read</span>
        </CardMeta>
        <CardTitle>
          <CardLink href="/en/blog/open-your-pool-in-spring">
            Five steps to open your pool in spring
          </CardLink>
        </CardTitle>
        <CardDescription>
          Clean the slats, check the water balance and let the cover do the heating: a short
          checklist for the first warm weekend.
        </CardDescription>
        <CardFooter>
          <CardCta>Read article</CardCta>
        </CardFooter>
      </CardBody>
    </Card>
  ),
}

export const Horizontal: Story = {
  parameters: { frame: 'max-w-2xl' },
  render: () => (
    <Card orientation="horizontal" variant="outline">
      <CardMedia ratio="square" className="sm:w-56">
        <Image
          src={fixtureLoader(fixtureImages.blog)}
          width={224}
          height={224}
          sizes="224px"
          alt=""
        />
      </CardMedia>
      <CardBody>
        <CardEyebrow>Guide</CardEyebrow>
        <CardTitle>
          <CardLink href="/en/blog/winter">Winterising a pool with a slatted cover</CardLink>
        </CardTitle>
        <CardDescription>
          Why you can leave the cover on all winter, and what to check first.
        </CardDescription>
      </CardBody>
    </Card>
  ),
}

/** Keyboard focus on the card's link draws the ring around the whole card. */
export const FocusedLink: Story = {
  ...Blog,
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(
      canvas.getByRole('link', { name: 'Five steps to open your pool in spring' }),
    ).toHaveFocus()
  },
}

export const Grid: Story = {
  parameters: { frame: 'max-w-5xl' },
  render: () => (
    <div className="grid grid-cols-3 gap-6">
      {['Infinity 8 × 4', 'Riviera 7 × 3.5', 'Lounge 10 × 4'].map((title) => (
        <Card key={title}>
          <CardMedia>
            <Image
              src={fixtureLoader(fixtureImages.pool)}
              width={320}
              height={240}
              sizes="320px"
              alt=""
            />
          </CardMedia>
          <CardBody>
            <CardEyebrow>Built-in pool</CardEyebrow>
            <CardTitle>
              <CardLink href="#">{title}</CardLink>
            </CardTitle>
          </CardBody>
        </Card>
      ))}
    </div>
  ),
}
