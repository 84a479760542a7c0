/**
 * The viewer's warm-up (src/boot/README.md): gets a model ready to be drawn without the page's main thread
 * waiting for the GPU (issue 16).
 * Where the browser composites in software (WebGL in SwiftShader, no GPU), it reads each WebGL frame
 * back on the main thread and waits there until the GPU has drawn it; a model's first frame also
 * links its programs, builds their pipelines and uploads its textures, which held the main thread
 * 130–550 ms in one task. Here that work is done off screen, in steps, each waited for between tasks.
 */
import {
  SRGBColorSpace,
  WebGLRenderer as Renderer,
  WebGLRenderTarget,
  type Camera,
  type Object3D,
  type Scene,
  type Texture,
  type WebGLRenderer,
} from 'three'
import { programOf, drawAsScreen, type CompiledProgram } from '#scene/threeInternals.ts'
import { nextTask } from './tasks'

/** The off-screen picture's side (px): the programs, pipelines and textures do not depend on it. */
const SIDE = 64
/** How long to wait for the GPU before going on all the same (ms). */
const GIVE_UP_MS = 3000

/** Below this many pixels a texture's upload is not worth a warm-up of its own (the floor shadow's is 128²). */
const SMALL_TEXTURE = 128 * 128

/** Per renderer, the programs and decor pictures it has warmed up: a model made only of these is shown at once. */
const warmedBy = new WeakMap<WebGLRenderer, WeakSet<object>>()

const pixels = (texture: Texture) => {
  const image = texture.image as { width?: number; height?: number } | null
  return (image?.width ?? 0) * (image?.height ?? 0)
}

const unique = <T>(items: T[]) => [...new Set(items)]

/**
 * The viewer's renderer (r3f's async `gl` factory), made in a task of its own with a task after it: r3f made
 * it in the task that mounts the canvas and its scene, ~100 ms in one on a loaded desktop (issue 39). Making
 * it waits for the GPU process (the context, three's questions about it); mounting the scene does not.
 */
export async function makeRenderer(parameters: ConstructorParameters<typeof Renderer>[0]): Promise<Renderer> {
  await nextTask()
  const renderer = new Renderer(parameters)
  await nextTask()
  return renderer
}

/**
 * Resolves once the GPU process has carried out every WebGL command given so far (at once where
 * WebGL 1 has no fences). A call that asks WebGL for an answer waits for exactly that on the main
 * thread; this waits between tasks.
 */
export async function gpuDone(gl: WebGLRenderer) {
  const context = gl.getContext()
  if (!('fenceSync' in context)) return
  const fence = context.fenceSync(context.SYNC_GPU_COMMANDS_COMPLETE, 0)
  if (!fence) return
  context.flush()
  const started = performance.now()
  // The fence's status changes between tasks only; asking for it never waits for the GPU.
  while (
    context.getSyncParameter(fence, context.SYNC_STATUS) !== context.SIGNALED &&
    performance.now() - started < GIVE_UP_MS
  ) {
    await nextTask(4)
  }
  context.deleteSync(fence)
}

/**
 * Compiles `model`'s programs for `world`'s lights, draws it once where nobody sees it, and resolves
 * once the GPU has finished. A program's first use waits for its link: where the GPU links in the
 * background (KHR_parallel_shader_compile) it is first used once linked, as three's compileAsync does;
 * where it cannot (SwiftShader), each program's first use gets a task of its own.
 * `where`: `canvas` draws on the canvas, which the caller keeps hidden meanwhile (the browser reads a
 * hidden canvas back for nobody), and so also builds the pipelines the canvas draws with; `off-screen`
 * draws into a target drawn as the screen is (sRGB written by the shaders into 8-bit RGBA: three's XR
 * path), for a canvas already on show: the same programs, textures and most of the same pipelines;
 * there a model with no new program and no new picture is not drawn (a new size of the same design).
 */
export async function warmUp(
  gl: WebGLRenderer,
  world: Scene,
  camera: Camera,
  model: Object3D,
  where: 'canvas' | 'off-screen',
) {
  const warmed = warmedBy.get(gl) ?? new WeakSet<object>()
  warmedBy.set(gl, warmed)
  // compile() only hands the shaders to the GPU process, which translates them in order.
  const materials = [...gl.compile(model, camera, world)]
  const programs = unique(materials.map((material) => programOf(gl, material))).filter(
    (program): program is CompiledProgram => program !== undefined && !warmed.has(program),
  )
  const textures = unique(materials.map((material) => (material as { map?: Texture | null }).map)).filter(
    (texture): texture is Texture => !!texture && !warmed.has(texture) && pixels(texture) > SMALL_TEXTURE,
  )
  // A new size of the same design: nothing the GPU has not done before.
  if (where === 'off-screen' && programs.length === 0 && textures.length === 0) return
  if (programs.length > 0) await gpuDone(gl)
  for (const program of programs) {
    do await nextTask()
    while (!program.isReady())
    program.getUniforms()
    warmed.add(program)
  }
  await nextTask()
  const target =
    where === 'canvas'
      ? null
      : new WebGLRenderTarget(SIDE, SIDE, { colorSpace: SRGBColorSpace, depthBuffer: true, stencilBuffer: true })
  if (target) drawAsScreen(target)
  const shown = model.visible
  const previous = gl.getRenderTarget()
  try {
    model.visible = true
    gl.setRenderTarget(target)
    gl.render(world, camera)
  } finally {
    gl.setRenderTarget(previous)
    model.visible = shown
  }
  await gpuDone(gl)
  target?.dispose()
  for (const texture of textures) warmed.add(texture)
}
