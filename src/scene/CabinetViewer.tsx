/**
 * The cabinet in 3D: the geometry GLB the server made from the cut list, dressed here in the
 * design's decors (textures from /textures, cached by decor, so a decor change downloads one small
 * picture and no geometry), orbit controls, soft studio light (no environment map fetched from
 * elsewhere), a soft contact shadow, dimension labels, and doors that open. Renders on demand only;
 * a model is compiled and drawn once off screen before it is shown (src/boot/warmUp.ts); announces
 * `skrinka:model-ready` once a model in its decors is on screen.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { Canvas, useFrame, useThree } from '@react-three/fiber'
// drei per component: its barrel would bring three-stdlib and troika along.
import { Html } from '@react-three/drei/web/Html'
import {
  Box3,
  CanvasTexture,
  Mesh,
  MeshStandardMaterial,
  RepeatWrapping,
  SRGBColorSpace,
  TextureLoader,
  Vector3,
  type Group,
  type Object3D,
  type Texture,
} from 'three'
import type { Decor } from '#domain/decors.ts'
import { Orbit } from './Orbit'
import { readGlb } from './readGlb'
import { makeRenderer, warmUp } from '#boot/warmUp.ts'

/** How a decor looks on a board: its tiling texture, its average colour (sRGB hex), and whether it is glossy. */
interface DecorLook {
  texture: string
  color: string
  glossy: boolean
}

/** The look of each decor slot of the model's materials. */
type DecorLooks = Record<'corpus' | 'door' | 'back', DecorLook>

/** The look of a decor; an unknown one is a plain grey board. */
const decorLook = (d: Decor | undefined): DecorLook => ({
  texture: d?.texture ?? '',
  color: d?.color ?? '#cccccc',
  glossy: d?.type === 'lux',
})

/** Props: the GLB bytes, whether to show them, their decor codes, whether the fronts are open, and the labels to draw. */
export interface CabinetViewerProps {
  glb: ArrayBuffer | null
  visible: boolean
  /** The decors of the carcass, the fronts and the back (the page has the decor table; this chunk does not). */
  decors: Record<'corpus' | 'door' | 'back', Decor | undefined>
  open: boolean
  labels: { width: string; height: string; depth: string }
  /** One frame per model and no frame loop: the same picture every time (stories, screenshots). */
  still?: boolean
}

const OPEN_ANGLE = (100 * Math.PI) / 180

/** Decor textures by address, kept for the page's life: going back to a decor costs nothing. */
const textures = new Map<string, Promise<Texture | null>>()
function textureOf(url: string): Promise<Texture | null> {
  let texture = textures.get(url)
  if (!texture) {
    texture = (url ? new TextureLoader().loadAsync(url) : Promise.reject(new Error('No texture'))).then(
      (loaded) => {
        // As the textured GLB had them: sRGB, tiling, glTF's UV origin (top left).
        loaded.colorSpace = SRGBColorSpace
        loaded.wrapS = loaded.wrapT = RepeatWrapping
        loaded.flipY = false
        return loaded
      },
      // Without its picture a decor shows its average colour.
      () => null,
    )
    textures.set(url, texture)
  }
  return texture
}

/**
 * Lays the decors on the model's decor materials: its texture (or colour) and gloss. The pictures
 * load first and are laid on together, and only while `current()` (a later choice wins).
 */
async function dress(scene: Group, decors: DecorLooks, current: () => boolean) {
  const materials = new Set<MeshStandardMaterial>()
  scene.traverse((node) => {
    if (node instanceof Mesh && node.material instanceof MeshStandardMaterial) materials.add(node.material)
  })
  const maps = {
    corpus: await textureOf(decors.corpus.texture),
    door: await textureOf(decors.door.texture),
    back: await textureOf(decors.back.texture),
  }
  if (!current()) return
  for (const material of materials) {
    const slot = (material.userData as { slot?: string }).slot
    if (slot !== 'corpus' && slot !== 'door' && slot !== 'back') continue
    const map = maps[slot]
    // A map added or taken away is another shader program.
    if (Boolean(map) !== Boolean(material.map)) material.needsUpdate = true
    material.map = map
    if (map) material.color.setScalar(slot === 'back' ? 0.85 : 1)
    else material.color.set(decors[slot].color)
    material.roughness = decors[slot].glossy ? 0.35 : 0.7
  }
}

type ModelProps = {
  scene: Group
  decors: DecorLooks
  open: boolean
  labels: CabinetViewerProps['labels']
  visible: boolean
  portal: RefObject<HTMLDivElement | null>
  /** Whether the canvas has shown a model yet: until then it is hidden and the first one is drawn on it. */
  primed: boolean
  onPrimed: () => void
}

function Model({ scene, decors, open, labels, visible, portal, primed, onPrimed }: ModelProps) {
  const invalidate = useThree((state) => state.invalidate)
  const advance = useThree((state) => state.advance)
  const still = useThree((state) => state.frameloop === 'never')
  const camera = useThree((state) => state.camera)
  const gl = useThree((state) => state.gl)
  const world = useThree((state) => state.scene)
  // The model and decors on screen: drawn only once their textures are on and their shaders compiled.
  const [dressed, setDressed] = useState<{ scene: Group; decors: DecorLooks } | null>(null)
  // Materials of models no longer shown, disposed once the next model has its programs (see below).
  const retired = useRef(new Set<MeshStandardMaterial>())
  useEffect(() => {
    let current = true
    void dress(scene, decors, () => current)
      // Compiles the programs and draws the model once off screen first (src/boot/warmUp.ts), so neither the
      // first frame nor the first turn or door opening waits for the GPU on the main thread.
      .then(() =>
        current && scene.parent ? warmUp(gl, world, camera, scene.parent, primed ? 'off-screen' : 'canvas') : undefined,
      )
      .then(() => {
        for (const material of retired.current) material.dispose()
        retired.current.clear()
        if (!current) return
        setDressed({ scene, decors })
        onPrimed()
      })
    return () => {
      current = false
    }
    // Whether the canvas was primed is read when a model or decor comes, not a reason to dress it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scene, decors, gl, camera, world])
  // Each model's geometry and materials are its own; the decor textures are shared and stay. An old
  // model's materials live until the new one is compiled: three frees a shader program with the last
  // material using it, and the new model's equal materials then reuse it instead of compiling again
  // (hundreds of ms a change where WebGL runs in software).
  useEffect(
    () => () =>
      scene.traverse((node) => {
        if (node instanceof Mesh) {
          node.geometry.dispose()
          retired.current.add(node.material as MeshStandardMaterial)
        }
      }),
    [scene],
  )
  useEffect(
    () => () => {
      for (const material of retired.current) material.dispose()
    },
    [],
  )
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
  const shown = visible && dressed?.scene === scene && dressed.decors === decors
  useEffect(() => {
    if (!shown) return
    invalidate()
    // A still canvas draws its one frame here, before saying it is ready.
    if (still) advance(0)
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => window.dispatchEvent(new CustomEvent('skrinka:model-ready'))),
    )
    return () => cancelAnimationFrame(frame)
  }, [shown, still, advance, invalidate])
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
  // Until its first decors are on, a new model is not drawn; a decor change keeps the old look meanwhile.
  return (
    <group visible={visible && dressed?.scene === scene}>
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

/** How far (m) the floor shadow reaches beyond the cabinet's footprint on each side. */
const SHADOW_MARGIN = 0.3

/**
 * A soft shadow under the cabinet, baked once per footprint into a small canvas texture: a faint
 * wide glow and a darker blurred footprint where the cabinet meets the floor. Contact-shadow render
 * passes and environment maps cost seconds of shader work where WebGL runs in software.
 */
function FloorShadow({ width, depth }: { width: number; depth: number }) {
  const [planeX, planeZ] = [width + 2 * SHADOW_MARGIN, depth + 2 * SHADOW_MARGIN]
  const texture = useMemo(() => {
    const size = 128
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = size
    const ctx = canvas.getContext('2d')!
    const glow = ctx.createRadialGradient(size / 2, size / 2, 4, size / 2, size / 2, size / 2)
    glow.addColorStop(0, 'rgba(60,45,30,0.3)')
    glow.addColorStop(1, 'rgba(60,45,30,0)')
    ctx.fillStyle = glow
    ctx.fillRect(0, 0, size, size)
    // Only the blurred shadow of the footprint lands on the canvas: the rectangle itself is drawn off it.
    const [w, h] = [(size * width) / planeX, (size * depth) / planeZ]
    ctx.shadowColor = 'rgba(50,38,25,0.55)'
    ctx.shadowBlur = 10
    ctx.shadowOffsetX = size * 2
    ctx.fillRect((size - w) / 2 - size * 2, (size - h) / 2, w, h)
    return new CanvasTexture(canvas)
  }, [width, depth, planeX, planeZ])
  useEffect(() => () => texture.dispose(), [texture])
  return (
    <mesh rotation-x={-Math.PI / 2} position={[0, 0.001, 0]}>
      <planeGeometry args={[planeX, planeZ]} />
      <meshBasicMaterial map={texture} transparent depthWrite={false} />
    </mesh>
  )
}

/** The canvas's renderer, made in a task of its own (src/boot/warmUp.ts); no MSAA, the low-power GPU. */
const renderer = ({ canvas, ...defaults }: { canvas: unknown; alpha?: boolean }) =>
  makeRenderer({ ...defaults, canvas: canvas as HTMLCanvasElement, antialias: false, powerPreference: 'low-power' })

/** The 3D canvas; the page around it works without it. */
export default function CabinetViewer({ glb, visible, decors, open, labels, still = false }: CabinetViewerProps) {
  const { corpus, door, back } = decors
  // One object per decor choice (decors are the table's objects): the model is dressed again only when a decor changes.
  const looks = useMemo(
    () => ({ corpus: decorLook(corpus), door: decorLook(door), back: decorLook(back) }),
    [corpus, door, back],
  )
  const scene = useMemo(() => {
    if (!glb) return null
    try {
      return readGlb(glb)
    } catch (error) {
      console.error('GLB parse failed:', error)
      return null
    }
  }, [glb])
  // Labels live in a box of ours beside the canvas: leaving the page then unmounts them cleanly.
  const labelBox = useRef<HTMLDivElement>(null)
  // Hidden until its first model is drawn (src/boot/warmUp.ts); the box behind it has the scene's colour.
  const [primed, setPrimed] = useState(false)
  return (
    <>
      <div ref={labelBox} className="viewer-labels" />
      <Canvas
        frameloop={still ? 'never' : 'demand'}
        shadows={false}
        dpr={1}
        camera={{ fov: 35, near: 0.05, far: 50 }}
        gl={renderer}
        data-testid="viewer-canvas"
        style={primed ? undefined : { visibility: 'hidden' }}
      >
        <color attach="background" args={['#f3efe9']} />
        <hemisphereLight args={['#ffffff', '#d8cfc4', 1.6]} />
        <directionalLight position={[2, 4, 3]} intensity={1.6} />
        <directionalLight position={[-3, 2, -1]} intensity={0.5} />
        {scene ? (
          <Model
            scene={scene}
            decors={looks}
            open={open}
            labels={labels}
            visible={visible}
            portal={labelBox}
            primed={primed}
            onPrimed={() => setPrimed(true)}
          />
        ) : null}
        <Orbit minDistance={0.4} maxDistance={8} />
      </Canvas>
    </>
  )
}
