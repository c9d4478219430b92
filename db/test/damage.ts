import { readFile, writeFile } from "node:fs/promises";

// Damage the way two processes writing one folder did: each page stays well-formed, with a valid
// checksum, but the pages no longer agree with each other.

const PAGE = 8192;
const CHECKSUM_AT = 8;
const SPECIAL_AT = 16;
const BTP_LEAF = 1;

// PostgreSQL's page checksum (src/include/storage/checksum_impl.h): 32 FNV-1a-like lanes over the
// page as little-endian uint32 words with pd_checksum zeroed, two zero rounds, folded, xor block.
const BASE = [
  0x5b1f36e9, 0xb8525960, 0x02ab50aa, 0x1de66d2a, 0x79ff467a, 0x9bb9f8a3, 0x217e7cd2, 0x83e13d2c, 0xf8d4474f,
  0xe39eb970, 0x42c6ae16, 0x993216fa, 0x7b093b5d, 0x98daff3c, 0xf718902a, 0x0b1c9cdb, 0xe58f764b, 0x187636bc,
  0x5d7b3bb1, 0xe73de7de, 0x92bec979, 0xcca6c0b2, 0x304a0979, 0x85aa43d4, 0x783125bb, 0x6ca8eaa2, 0xe407eac6,
  0x4b5cfc3e, 0x9fbf8c76, 0x15ca20be, 0xf2ca9fd3, 0x959bd756,
];

export function pageChecksum(page: Buffer, block: number): number {
  const words = Buffer.from(page);
  words.writeUInt16LE(0, CHECKSUM_AT);
  const sums = Uint32Array.from(BASE);
  const mix = (lane: number, value: number) => {
    const t = ((sums[lane] ?? 0) ^ value) >>> 0;
    sums[lane] = (Math.imul(t, 16777619) ^ (t >>> 17)) >>> 0;
  };
  for (let row = 0; row < PAGE / 128; row++) {
    for (let lane = 0; lane < 32; lane++) mix(lane, words.readUInt32LE((row * 32 + lane) * 4));
  }
  for (let round = 0; round < 2; round++) for (let lane = 0; lane < 32; lane++) mix(lane, 0);
  const folded = sums.reduce((acc, sum) => (acc ^ sum) >>> 0, 0);
  return (((folded ^ block) >>> 0) % 65535) + 1;
}

/**
 * Points the right-hand leaf page of a b-tree index file at itself, as when two writers each split
 * pages and one's sibling link lands on the other's page. A search that reaches it moves "right"
 * for ever: PostgreSQL spins at full CPU and never answers.
 */
export async function loopIndexLeaf(indexFile: string): Promise<number> {
  const file = await readFile(indexFile);
  for (let block = 1; block < file.length / PAGE; block++) {
    const page = file.subarray(block * PAGE, (block + 1) * PAGE);
    const special = page.readUInt16LE(SPECIAL_AT);
    const next = page.readUInt32LE(special + 4);
    const flags = page.readUInt16LE(special + 12);
    if (!(flags & BTP_LEAF) || next !== 0) continue;
    if (page.readUInt16LE(CHECKSUM_AT) !== pageChecksum(page, block)) throw new Error("checksum mismatch");
    page.writeUInt32LE(block, special + 4);
    page.writeUInt16LE(pageChecksum(page, block), CHECKSUM_AT);
    await writeFile(indexFile, file);
    return block;
  }
  throw new Error(`no right-hand leaf page in ${indexFile}`);
}
