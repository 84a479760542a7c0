// The e2e web server: `node dist/server/index.js` with everything it prints also appended to
// $SERVER_LOG, which the e2e teardown scans for personal data (tests/e2e/global-teardown.ts).
// Only the server's stderr reaches Playwright, as before. Signals reach the server directly
// (Playwright signals the whole process group); this wrapper waits for it and exits as it did.
import { spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'

const log = process.env.SERVER_LOG
if (!log) throw new Error('SERVER_LOG must name the log file')
const server = spawn(process.execPath, ['dist/server/index.js'], { stdio: ['ignore', 'pipe', 'pipe'] })
server.stdout.on('data', (chunk) => appendFileSync(log, chunk))
server.stderr.on('data', (chunk) => {
  appendFileSync(log, chunk)
  process.stderr.write(chunk)
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
