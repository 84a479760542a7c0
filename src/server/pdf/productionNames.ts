/**
 * What the workshop's PDFs call parts, fittings and holes (work order, board plans, labels, assembly instructions):
 * one wording in the server's catalog, in the workshop's or the order's language.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PartRole } from '#domain/cabinet/cutList.ts'
import type { PartHole } from '#domain/production/parts.ts'
import type { HardwareItem } from '#domain/productionSheet.ts'

export const PART_NAMES: Record<PartRole, MessageDescriptor> = {
  side: msg`Side`,
  top: msg`Top`,
  bottom: msg`Bottom`,
  back: msg`Back panel`,
  shelf: msg`Shelf`,
  upright: msg`Upright`,
  door: msg`Door`,
  flap: msg`Flap`,
  drawerFront: msg`Drawer front`,
  drawerSide: msg`Drawer side`,
  drawerBack: msg`Drawer back`,
  drawerBottom: msg`Drawer bottom`,
  topBoard: msg`Top board`,
  leg: msg`Leg`,
  rail: msg`Hanging rail`,
}

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
