import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { fixtureImages, fixtureLoader } from '../../test/fixtures'
import { Image } from '../image/image'
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from './carousel'

const QUOTES = [
  { quote: 'The cover paid for itself in three summers.', name: 'Sofie, Ghent' },
  {
    quote: 'Our grandchildren can play in the garden and we no longer worry.',
    name: 'Marc, Hasselt',
  },
  { quote: 'We swim from April to October now.', name: 'Ilse, Knokke' },
  { quote: 'The dealer fitted it in a single day.', name: 'Pieter, Leuven' },
  { quote: 'Leaves stay out, warmth stays in.', name: 'An, Bruges' },
]
const IMAGES = [
  fixtureImages.pool,
  fixtureImages.project,
  fixtureImages.cover,
  fixtureImages.blog,
  fixtureImages.pool,
  fixtureImages.project,
]

const meta = {
  title: 'Components/Lists/Carousel',
  component: Carousel,
  args: { label: 'Customer stories', roleDescription: 'carousel', slideRoleDescription: 'slide' },
} satisfies Meta<typeof Carousel>

export default meta
type Story = StoryObj<typeof meta>

export const Quotes: Story = {
  render: (args) => (
    <div className="max-w-3xl">
      <Carousel {...args}>
        <CarouselContent>
          {QUOTES.map((item, index) => (
            <CarouselItem key={item.name} aria-label={`${index + 1} of ${QUOTES.length}`}>
              <figure className="flex min-h-56 flex-col justify-between rounded-xl bg-surface p-8 sm:p-10">
                <blockquote className="text-2xl font-light tracking-tight text-balance text-foreground">
                  “{item.quote}”
                </blockquote>
                <figcaption className="mt-6 text-sm text-muted-foreground">{item.name}</figcaption>
              </figure>
            </CarouselItem>
          ))}
        </CarouselContent>
        <div className="mt-6 flex items-center justify-between">
          <CarouselDots dotLabel={(index, total) => `Go to slide ${index + 1} of ${total}`} />
          <div className="flex gap-2">
            <CarouselPrevious label="Previous slide" />
            <CarouselNext label="Next slide" />
          </div>
        </div>
      </Carousel>
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Customer stories' })
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const next = canvas.getByRole('button', { name: 'Next slide' })
    const previous = canvas.getByRole('button', { name: 'Previous slide' })
    await waitFor(() => expect(next).toBeEnabled())
    await expect(previous).toBeDisabled()
    await userEvent.click(next)
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Go to slide 2 of 5' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    )
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Go to slide 3 of 5' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    )
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await waitFor(() => expect(previous).toBeDisabled())
  },
}

export const Gallery: Story = {
  args: { label: 'Project photos' },
  render: (args) => (
    <Carousel {...args}>
      <CarouselContent>
        {IMAGES.map((src, index) => (
          <CarouselItem key={index} perView={3} aria-label={`${index + 1} of ${IMAGES.length}`}>
            <Image
              src={fixtureLoader(src)}
              width={360}
              height={270}
              sizes="360px"
              alt=""
              radius="lg"
              className="w-full"
            />
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex justify-end gap-2">
        <CarouselPrevious label="Previous photos" />
        <CarouselNext label="Next photos" />
      </div>
    </Carousel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')[0]).toHaveAttribute('aria-roledescription', 'slide')
    await expect(canvas.getAllByRole('group')[0]).toHaveAccessibleName('1 of 6')
  },
}
