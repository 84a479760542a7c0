import { createFileRoute, Link } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '#components/Page.tsx'
import { HALLWAY_PRESETS } from '#domain/hallway/presets.ts'
import { pageHead } from './-lib/head'
import { formatDimensions } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'

const title = msg`Hallway sets`

/** The six presets' names and what they are for. */
const presetTexts: Record<string, { name: MessageDescriptor; text: MessageDescriptor }> = {
  klasik: { name: msg`Classic`, text: msg`Long hanging, shelves and a bench in a niche of four metres.` },
  rodina: {
    name: msg`Family`,
    text: msg`Room for a family's coats: two long hangings, two short ones, shelves and a bench.`,
  },
  uzka: { name: msg`Narrow hallway`, text: msg`A shallow set against one wall: shelves, a bench and a short hanging.` },
  satnik: {
    name: msg`Wardrobe wall`,
    text: msg`Deep wardrobes up to the ceiling for a hallway that stores everything.`,
  },
  lavica: { name: msg`With a bench`, text: msg`A bench between two short hangings, one tier.` },
  police: { name: msg`Open shelves`, text: msg`Free-standing shelves with a bench in the middle.` },
}

export const Route = createFileRoute('/chodboveZostavy')({
  head: (input) => pageHead(input, title, msg`Ready-made hallway sets to adjust to your wall in the configurator.`),
  component: PresetsPage,
})

function PresetsPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <Page title={i18n._(title)}>
      <p>
        <Trans>
          Six hallway sets to start from. Each opens in the configurator, where you size it to your wall and change
          every module.
        </Trans>
      </p>
      <ul className="product-grid">
        {HALLWAY_PRESETS.map((preset) => {
          const texts = presetTexts[preset.id]!
          const size = formatDimensions([preset.realWidth, preset.realHeight, preset.depth], locale)
          return (
            <li key={preset.id} className="product-card" data-testid="hallway-preset">
              <Link to="/chodby" search={{ preset: preset.id }}>
                <img src={`/products/chodba-${preset.id}.svg`} alt="" width={240} height={160} loading="lazy" />
                <span className="product-title">{i18n._(texts.name)}</span>
                <span>{i18n._(texts.text)}</span>
                <span className="product-from">{size}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </Page>
  )
}
