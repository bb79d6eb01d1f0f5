import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { SiteStory } from '#storybook/site-decorator'
import { stepSearch, type ConfigurationStep } from './configuration'
import { Configurator } from './configurator'
import { configurationAtStep, poolLinesFixture } from './configurator.fixture'

/** The configurator at a step, as its route renders it for that step's URL. */
function atStep(step: ConfigurationStep) {
  const raw = configurationAtStep[step]
  return {
    args: { raw, step },
    parameters: {
      site: {
        path: `/en/configure${stepSearch(step, raw)}`,
        route: '/:lang/configure',
      } satisfies SiteStory,
    },
  }
}

const meta = {
  title: 'Site/Configurator',
  component: Configurator,
  args: { lines: poolLinesFixture, errors: {}, ...atStep('pool').args },
  parameters: { layout: 'fullscreen', ...atStep('pool').parameters },
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Meta<typeof Configurator>

export default meta
type Story = StoryObj<typeof meta>

export const PoolStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 5')).toBeInTheDocument()
    await expect(canvas.getAllByRole('radio')).toHaveLength(4)
  },
}

/** Going on without a choice: the error summary and the field's message. */
export const PoolStepNothingChosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next step' }))
    const summary = await canvas.findByRole('alert')
    await expect(summary).toHaveTextContent('Please check your choice.')
    // The summary takes the focus once it shows; the screenshot waits for it.
    await waitFor(() => expect(summary).toHaveFocus())
  },
}

/** The colours as swatches; the top view shows the chosen pool, not yet covered. */
export const ColourStep: Story = {
  ...atStep('color'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(10)
    await expect(canvas.getByRole('img', { name: /no cover colour chosen yet/ })).toBeVisible()
  },
}

/** Length and width in the line's ranges; the top view follows what is typed. */
export const DimensionsStep: Story = {
  ...atStep('dimensions'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Length')).toHaveValue('11')
    await expect(canvas.getByText('Between 8 and 14 m')).toBeInTheDocument()
  },
}

/** A size beyond the line's range: the message says so at once, the drawing stops at the maximum. */
export const DimensionsOutOfRange: Story = {
  ...atStep('dimensions'),
  play: async ({ canvas }) => {
    const width = canvas.getByLabelText('Width')
    await userEvent.clear(width)
    await userEvent.type(width, '9')
    await expect(await canvas.findByText('Width must be between 3.5 and 6 m.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next step' }))
    const summary = await canvas.findByRole('alert')
    await expect(summary).toHaveTextContent('Please check your choice.')
    // The summary takes the focus once it shows; the screenshot waits for it.
    await waitFor(() => expect(summary).toHaveFocus())
  },
}

/** On a phone the top view sticks above the fields while the visitor types. */
export const DimensionsPhone: Story = {
  ...atStep('dimensions'),
  globals: { viewport: { value: 'phoneTall' } },
}

/** The line's stairs, each with a pictogram of where it sits. */
export const StairStep: Story = {
  ...atStep('stair'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(5)
  },
}

/**
 * Every choice made: the summary links back to each step, and on to the quote form; the link to
 * the configuration is there to copy.
 */
export const QuoteStep: Story = {
  ...atStep('quote'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Link to this configuration' })).toHaveValue(
      'https://www.lamella.example/en/configure?step=quote&pool=1&color=volcano_grey&length=12&width=5&stair=stair_both_lounge',
    )
    await expect(
      canvas.getByRole('link', { name: 'Request a quote for this pool' }),
    ).toHaveAttribute(
      'href',
      '/en/quote?pool=1&color=volcano_grey&length=12&width=5&stair=stair_both_lounge',
    )
    const summary = canvas.getByTestId('configurator-summary')
    await expect(within(summary).getAllByRole('link', { name: /Change/ })).toHaveLength(4)
  },
}

/** The CMS offers no pool line: the steps, and a message instead of the form. */
export const NoLines: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No pool types are available')
  },
}
