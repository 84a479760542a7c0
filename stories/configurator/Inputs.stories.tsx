import { useMemo, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLingui } from '@lingui/react/macro'
import { AddToCart } from '#components/configurator/AddToCart.tsx'
import { SizeInput, type SizeInputProps } from '#components/configurator/SizeInput.tsx'
import { canonicalQuery } from '#domain/cabinet/query.ts'
import { heightRange, roundCm, settle } from '#domain/cabinet/model.ts'
import { clamp } from '#domain/helpers.ts'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { priceActorIn, storyCabinet } from '../support/priceActor'
import { AsShopper, typeInto } from './asShopper'

const L1D = settle({ variant: 'L1D' })

/**
 * A size of the single-door cabinet, labelled as the options panel labels it; a committed value is
 * clamped to the range as the panel's design rules clamp it. `typed` is what the shopper has typed
 * and not yet committed (it is committed when they leave the field, press Enter or pause); `start`
 * the size shown first; `press` the −/+ button pressed that many times ("less" or "more").
 */
function Size({
  name,
  typed,
  start,
  press,
}: {
  name: SizeInputProps['name']
  typed?: string
  start?: number
  press?: { button: 'less' | 'more'; times: number }
}) {
  const { t } = useLingui()
  const range = name === 'height' ? heightRange(PRODUCTS.L1D, L1D.mounting) : PRODUCTS.L1D.cabinetSizeRules[name]
  const [value, setValue] = useState(start ?? L1D[name])
  const label = name === 'width' ? t`Width` : name === 'height' ? t`Height` : t`Depth`
  const steps = (root: HTMLElement) => {
    if (typed !== undefined) typeInto(root.querySelector('input'), typed)
    // One click at a time: each waits for the size the previous one committed.
    const click = (left: number) => {
      if (!press || left === 0) return
      root.querySelector<HTMLButtonElement>(`[data-testid="${name}-${press.button}"]`)?.click()
      setTimeout(() => click(left - 1), 0)
    }
    click(press?.times ?? 0)
  }
  return (
    <AsShopper steps={steps}>
      <SizeInput
        name={name}
        label={label}
        value={value}
        range={range}
        onCommit={(cm) => setValue(roundCm(clamp(cm, range)))}
      />
    </AsShopper>
  )
}

const meta = {
  title: 'Configurator/Inputs',
  component: Size,
  args: { name: 'width' },
} satisfies Meta<typeof Size>
export default meta

type Story = StoryObj<typeof meta>

/** The single-door cabinet's default width, 45 cm, within its range (15 to 60 cm) shown beside it. */
export const SizeWithinRange: Story = {}

/**
 * 300 cm typed into the width: the field is marked invalid and the range beside it (in the
 * shop's language and number format) is highlighted. That lasts while the value is a draft: after
 * a 0.9 s pause, leaving the field or Enter the design takes the nearest allowed size, 60 cm
 * (type again, or reload the story, to see the message again).
 */
export const SizeOutOfRange: Story = { args: { typed: '300' } }

/** The width stepped up three times with the + button: 45 cm becomes 48 cm, each press through the same clamp. */
export const SizeSteppedUp: Story = { args: { press: { button: 'more', times: 3 } } }

/** The width at its smallest, 15 cm: the − button is disabled, the + button still steps by 1 cm. */
export const SizeAtMinimum: Story = { args: { start: 15 } }

/** A design priced by the price machine (the stand-in server's answer), ready to go into the cart. */
function AddToCartPriced() {
  const priceRef = useMemo(() => priceActorIn('priced'), [])
  const link = `/detail/${storyCabinet.variant}?${new URLSearchParams(canonicalQuery(storyCabinet, false)).toString()}`
  return <AddToCart cabinet={storyCabinet} priceRef={priceRef} link={() => link} />
}

/** The add-to-cart button of a priced kitchen base cabinet (L2D, 80 cm, on legs): enabled once the tab's cart has started. */
export const AddToCartButton: StoryObj<typeof AddToCartPriced> = {
  render: () => <AddToCartPriced />,
}
