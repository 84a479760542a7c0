import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useShopSettings } from '#queries/settings.ts'
import { placeholderDetails } from '#site/shop.ts'
import { settingLabels } from './settingsLabels'

/**
 * The back office's reminder (issue 15): while any shop setting the shop was built with as a
 * made-up placeholder (IČO, DIČ, IČ DPH, register entry, phones) is still published, every staff
 * screen says which, with a link to the settings. Nothing once all are replaced.
 */
export function PlaceholderBanner() {
  const { i18n } = useLingui()
  const placeholders = placeholderDetails(useShopSettings())
  if (placeholders.length === 0) return null
  const which = placeholders.map((key) => i18n._(settingLabels[key])).join(', ')
  return (
    <div className="placeholder-banner" role="status" data-testid="placeholder-banner">
      <Trans>
        The shop still shows made-up company details to customers: {which}. Replace them in the{' '}
        <Link to="/admin/nastavenia">shop settings</Link> before going live.
      </Trans>
    </div>
  )
}
