/**
 * Orbit controls as drei's `<OrbitControls makeDefault>` behaves (damped, the scene's default
 * controls, a frame on each change), built on three's own OrbitControls: drei's imports the whole
 * three-stdlib barrel, which the trimmed `three` of the client build cannot serve. The canvas does
 * not trap the page's scrolling (decision 0025): a vertical swipe and the mouse wheel scroll the
 * page; a horizontal swipe turns the cabinet about its upright axis; two fingers still zoom.
 */
import { useEffect, useMemo } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import { wheelListenerOf } from './threeInternals'

/** Props: the distance limits; panning is off. */
export interface OrbitProps {
  minDistance: number
  maxDistance: number
}

/** The viewer's camera controls, set as r3f's default `controls`. */
export function Orbit({ minDistance, maxDistance }: OrbitProps) {
  const camera = useThree((state) => state.camera)
  const gl = useThree((state) => state.gl)
  const invalidate = useThree((state) => state.invalidate)
  const set = useThree((state) => state.set)
  const get = useThree((state) => state.get)
  const controls = useMemo(() => new OrbitControls(camera), [camera])
  useEffect(() => {
    controls.enableDamping = true
    controls.enablePan = false
    controls.minDistance = minDistance
    controls.maxDistance = maxDistance
  }, [controls, minDistance, maxDistance])
  // Damping glides on after the pointer lets go: each update that moves the camera asks for a frame.
  useFrame(() => {
    if (controls.enabled) controls.update()
  }, -1)
  useEffect(() => {
    const canvas = gl.domElement
    controls.connect(canvas)
    // connect() sets touch-action none; pan-y leaves vertical swipes to the browser (it scrolls and
    // cancels our pointer), so only horizontal drags reach the controls.
    canvas.style.touchAction = 'pan-y'
    // The wheel scrolls the page: three's handler would preventDefault and zoom.
    canvas.removeEventListener('wheel', wheelListenerOf(controls))
    // Touch turns about the upright axis only: the tilt is held from a finger's first touch until a
    // mouse or pen comes (released at once, damping's leftover vertical swing would still tilt).
    const onPointerDown = (event: PointerEvent) => {
      const touch = event.pointerType === 'touch'
      controls.minPolarAngle = touch ? controls.getPolarAngle() : 0
      controls.maxPolarAngle = touch ? controls.getPolarAngle() : Math.PI
    }
    canvas.addEventListener('pointerdown', onPointerDown, { capture: true })
    const onChange = () => invalidate()
    controls.addEventListener('change', onChange)
    const previous = get().controls
    set({ controls })
    return () => {
      canvas.removeEventListener('pointerdown', onPointerDown, { capture: true })
      controls.removeEventListener('change', onChange)
      controls.dispose()
      set({ controls: previous })
    }
  }, [controls, gl, invalidate, get, set])
  return null
}
