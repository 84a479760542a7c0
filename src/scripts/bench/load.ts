import { loadavg } from 'node:os'

/** The machine's load averages (1, 5, 15 min) as printed beside every figure, e.g. "0.61 2.97 3.45". */
export const loadAverages = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
