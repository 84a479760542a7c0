import { settle } from '../domain/cabinet/model'
import { cutList } from '../domain/cabinet/cutList'
import { buildGlb, cabinetModel } from '../server/model/glb'
const c = settle({ variant: 'L1D' })
const glb = await buildGlb(cabinetModel(c), cutList(c), null)
const len = new DataView(glb.buffer, glb.byteOffset).getUint32(12, true)
const json = JSON.parse(new TextDecoder().decode(glb.slice(20, 20 + len)))
console.log(JSON.stringify(json.bufferViews), JSON.stringify(json.accessors.slice(0, 6)), JSON.stringify(json.meshes[0]))
