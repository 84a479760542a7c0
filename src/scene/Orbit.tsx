/**
 * Orbit controls as drei's `<OrbitControls makeDefault>` behaves (damped, the scene's default
 * controls, a frame on each change), built on three's own OrbitControls: drei's imports the whole
 * three-stdlib barrel, which the trimmed `three` of the client build cannot serve.
 */
import { useEffect, useMemo } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'

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
    controls.connect(gl.domElement)
    const onChange = () => invalidate()
    controls.addEventListener('change', onChange)
    const previous = get().controls
    set({ controls })
    return () => {
      controls.removeEventListener('change', onChange)
      controls.dispose()
      set({ controls: previous })
    }
  }, [controls, gl, invalidate, get, set])
  return null
}
