/**
 * What the workshop's PDFs call fittings and holes (work order, board plans, labels, assembly instructions): one
 * wording in the server's catalog, in the workshop's or the order's language; the parts' names are `partLabels`
 * (#i18n/labels.ts), which the shop floor's screen shares.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PartHole } from '#domain/production/parts.ts'
import type { HardwareItem } from '#domain/productionSheet.ts'

export const HARDWARE_NAMES: Record<HardwareItem['kind'], MessageDescriptor> = {
  hinges: msg`Hinges`,
  softClose: msg`Soft-close units`,
  tipOn: msg`Tip-on push openers`,
  drawerRunners: msg`Drawer runner pairs`,
  liftUp: msg`Lift-up fitting sets`,
  biFold: msg`Bi-fold lift sets`,
  legs: msg`Legs`,
  hangers: msg`Wall hangers`,
  rails: msg`Hanging rails`,
}

export const HOLE_NAMES: Record<PartHole['kind'], MessageDescriptor> = {
  hingeCup: msg`hinge cups`,
  hingePlate: msg`hinge plate screws`,
  shelfPin: msg`shelf pins`,
  handle: msg`handle`,
  hanger: msg`wall hanger`,
  runner: msg`runner screws`,
  dowel: msg`dowels`,
  tipOn: msg`tip-on unit`,
  leg: msg`leg plates (marked)`,
  confirmat: msg`confirmat screws`,
  flapFitting: msg`lift fitting screws`,
}
