/**
 * The cabinet in 3D: the GLB the server made from the cut list, orbit controls, soft studio light
 * (no environment map fetched from elsewhere), a contact shadow, dimension labels, and doors that
 * open. Renders on demand; announces `skrinka:model-ready` once a model is on screen.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { Canvas, useFrame, useThree } from '@react-three/fiber'
import { Html, OrbitControls } from '@react-three/drei'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { Box3, CanvasTexture, Vector3, type Group, type Object3D } from 'three'

/** Props: the GLB bytes, whether to show them, whether the fronts are open, and the labels to draw. */
export interface CabinetViewerProps {
  glb: ArrayBuffer | null
  visible: boolean
  open: boolean
  labels: { width: string; height: string; depth: string }
  /** One frame per model and no frame loop: the same picture every time (stories, screenshots). */
  still?: boolean
}

const OPEN_ANGLE = (100 * Math.PI) / 180

function useParsed(glb: ArrayBuffer | null) {
  const [scene, setScene] = useState<Group | null>(null)
  useEffect(() => {
    if (!glb) return
    let current = true
    // Textures decode asynchronously, so the model arrives a moment after its bytes.
    new GLTFLoader().parseAsync(glb.slice(0), '').then(
      (gltf) => {
        if (current) setScene(gltf.scene)
      },
      (error: unknown) => console.error('GLB parse failed:', error),
    )
    return () => {
      current = false
    }
  }, [glb])
  return scene
}

type ModelProps = {
  scene: Group
  open: boolean
  labels: CabinetViewerProps['labels']
  visible: boolean
  portal: RefObject<HTMLDivElement | null>
}

function Model({ scene, open, labels, visible, portal }: ModelProps) {
  const invalidate = useThree((state) => state.invalidate)
  const advance = useThree((state) => state.advance)
  const still = useThree((state) => state.frameloop === 'never')
  const camera = useThree((state) => state.camera)
  const controls = useThree((state) => state.controls) as { target?: Vector3; update?: () => void } | null
  const size = useMemo(() => new Box3().setFromObject(scene).getSize(new Vector3()), [scene])
  const movers = useMemo(() => {
    const list: Array<{ node: Object3D; kind: 'left' | 'right' | 'top' | 'drawer'; base: Vector3 }> = []
    scene.traverse((node) => {
      const extras = node.userData as { hinge?: 'left' | 'right' | 'top'; slides?: boolean }
      if (extras.hinge) list.push({ node, kind: extras.hinge, base: node.position.clone() })
      else if (extras.slides) list.push({ node, kind: 'drawer', base: node.position.clone() })
    })
    return list
  }, [scene])
  const progress = useRef(0)
  useEffect(() => {
    const distance = Math.max(size.x, size.y, size.z) * 2.4 + 0.4
    camera.position.set(distance * 0.55, size.y * 0.75 + 0.2, distance)
    camera.lookAt(0, size.y / 2, 0)
    controls?.target?.set(0, size.y / 2, 0)
    controls?.update?.()
    invalidate()
  }, [scene, size, camera, controls, invalidate])
  useEffect(() => {
    if (!visible) return
    // A still canvas draws its one frame here, before saying it is ready.
    if (still) advance(0)
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => window.dispatchEvent(new CustomEvent('skrinka:model-ready'))),
    )
    return () => cancelAnimationFrame(frame)
  }, [scene, visible, still, advance])
  useEffect(() => invalidate(), [open, visible, invalidate])
  useFrame((_, delta) => {
    const target = open ? 1 : 0
    if (Math.abs(progress.current - target) < 0.001) return
    progress.current +=
      Math.sign(target - progress.current) * Math.min(Math.abs(target - progress.current), delta * 2.5)
    const t = progress.current
    for (const { node, kind, base } of movers) {
      if (kind === 'left') node.rotation.y = -OPEN_ANGLE * t
      else if (kind === 'right') node.rotation.y = OPEN_ANGLE * t
      else if (kind === 'top') node.rotation.x = -OPEN_ANGLE * 0.8 * t
      else node.position.z = base.z + size.z * 0.6 * t
    }
    invalidate()
  })
  // Hidden, not unmounted, while a new model loads: the labels' DOM nodes must outlive the swap.
  const hide = visible ? undefined : { display: 'none' }
  return (
    <group visible={visible}>
      <primitive object={scene} />
      <FloorShadow width={size.x} depth={size.z} />
      <Html
        position={[0, size.y + 0.06, size.z / 2]}
        center
        className="dimension-label"
        style={hide}
        portal={portal as RefObject<HTMLElement>}
        data-dimension="width"
      >
        {labels.width}
      </Html>
      <Html
        position={[size.x / 2 + 0.08, size.y / 2, size.z / 2]}
        center
        className="dimension-label"
        style={hide}
        portal={portal as RefObject<HTMLElement>}
        data-dimension="height"
      >
        {labels.height}
      </Html>
      <Html
        position={[size.x / 2 + 0.06, 0.02, 0]}
        center
        className="dimension-label"
        style={hide}
        portal={portal as RefObject<HTMLElement>}
        data-dimension="depth"
      >
        {labels.depth}
      </Html>
    </group>
  )
}

/**
 * A soft shadow under the cabinet: a radial gradient on a plane. Contact-shadow render passes and
 * environment maps cost seconds of shader work where WebGL runs in software.
 */
function FloorShadow({ width, depth }: { width: number; depth: number }) {
  const texture = useMemo(() => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 64
    const ctx = canvas.getContext('2d')!
    const gradient = ctx.createRadialGradient(32, 32, 4, 32, 32, 32)
    gradient.addColorStop(0, 'rgba(60,45,30,0.45)')
    gradient.addColorStop(1, 'rgba(60,45,30,0)')
    ctx.fillStyle = gradient
    ctx.fillRect(0, 0, 64, 64)
    return new CanvasTexture(canvas)
  }, [])
  return (
    <mesh rotation-x={-Math.PI / 2} position={[0, 0.001, 0]}>
      <planeGeometry args={[width * 1.8 + 0.3, depth * 1.8 + 0.3]} />
      <meshBasicMaterial map={texture} transparent depthWrite={false} />
    </mesh>
  )
}

/** The 3D canvas; the page around it works without it. */
export default function CabinetViewer({ glb, visible, open, labels, still = false }: CabinetViewerProps) {
  const scene = useParsed(glb)
  // Labels live in a box of ours beside the canvas: leaving the page then unmounts them cleanly.
  const labelBox = useRef<HTMLDivElement>(null)
  return (
    <>
      <div ref={labelBox} className="viewer-labels" />
      <Canvas
        frameloop={still ? 'never' : 'demand'}
        shadows={false}
        dpr={1}
        camera={{ fov: 35, near: 0.05, far: 50 }}
        gl={{ antialias: false, powerPreference: 'low-power' }}
        data-testid="viewer-canvas"
      >
        <color attach="background" args={['#f3efe9']} />
        <hemisphereLight args={['#ffffff', '#d8cfc4', 1.6]} />
        <directionalLight position={[2, 4, 3]} intensity={1.6} />
        <directionalLight position={[-3, 2, -1]} intensity={0.5} />
        {scene ? <Model scene={scene} open={open} labels={labels} visible={visible} portal={labelBox} /> : null}
        <OrbitControls makeDefault enablePan={false} minDistance={0.4} maxDistance={8} />
      </Canvas>
    </>
  )
}
