import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
const root = '/work/wt-i18-3d'
const { viewerBench } = await import(join(root, 'src/scripts/bench/viewer.ts'))
const port = 4602
const dataDir = mkdtempSync(join(tmpdir(), 'i18-3d-bench-'))
const child = spawn(process.execPath, [join(root, 'dist/server/index.js')], {
  cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'],
})
const base = `http://127.0.0.1:${port}`
try {
  for (let i = 0; i < 600; i++) { try { if ((await fetch(`${base}/api/health`)).ok) break } catch { await new Promise((r) => setTimeout(r, 100)) } }
  await viewerBench(base, join(root, 'dist/client'))
  for (const v of ['L1D', 'L4D']) {
    const r = await fetch(`${base}/detail/${v}`)
    console.log(v, r.status)
  }
} finally { child.kill('SIGTERM'); rmSync(dataDir, { recursive: true, force: true }) }
