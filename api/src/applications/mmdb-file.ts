import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Metadata } from 'mmdb-lib/lib/metadata.js';

// mmdb-lib's own parts (the MaxMind DB reader the `maxmind` package wraps; pinned, as these are its internal
// modules): only its Reader needs the whole file in one Buffer. Required, not imported: Node and Vitest give a
// CommonJS module's `exports.default` differently.
const require = createRequire(import.meta.url);
const { default: Decoder } = require('mmdb-lib/lib/decoder.js') as typeof import('mmdb-lib/lib/decoder.js');
const { default: address } = require('mmdb-lib/lib/ip.js') as typeof import('mmdb-lib/lib/ip.js');
const { parseMetadata } = require('mmdb-lib/lib/metadata.js') as typeof import('mmdb-lib/lib/metadata.js');
const { default: walker } = require('mmdb-lib/lib/reader/walker.js') as typeof import('mmdb-lib/lib/reader/walker.js');

// The format (maxmind.github.io/MaxMind-DB): search tree, 16 zero bytes, data section, metadata in the last 128 KiB.
const DATA_SECTION_SEPARATOR = 16;
const METADATA_MAX = 128 * 1024;
const METADATA_MARKER = Buffer.from('ABCDEF4D61784D696E642E636F6D', 'hex');

/**
 * A MaxMind DB lookup that holds only the file's data section. The search tree (70% of DB-IP's city files, 103 of
 * their 134 MB) stays on disk and is walked one node per read: a lookup reads at most 32 nodes of an IPv4 tree and
 * 128 of an IPv6 one, from the page cache once warm, where mmdb-lib's Reader needs the whole file in the heap
 * (Node has no memory mapping of its own). Records are decoded by mmdb-lib, as its Reader decodes them.
 */
export class MmdbFile<Record> {
  private readonly fd: number;
  private readonly metadata: Metadata;
  private readonly decoder: InstanceType<typeof Decoder>;
  private readonly node: Buffer;
  private readonly records: ReturnType<typeof walker>;
  private readonly ipv4StartNode: number;

  constructor(path: string) {
    this.fd = openSync(path, 'r');
    try {
      const size = fstatSync(this.fd).size;
      const tail = this.read(Math.max(size - METADATA_MAX, 0), Math.min(size, METADATA_MAX));
      this.metadata = parseMetadata(tail);
      const dataStart = this.metadata.searchTreeSize + DATA_SECTION_SEPARATOR;
      const metadataStart = size - tail.length + tail.lastIndexOf(METADATA_MARKER);
      // Pointers inside records count from the data section's start, which is this buffer's start.
      this.decoder = new Decoder(this.read(dataStart, metadataStart - dataStart), 0);
      this.node = Buffer.alloc(this.metadata.nodeByteSize);
      this.records = walker(this.node, this.metadata.recordSize);
      // An IPv6 tree holds IPv4 at ::a.b.c.d: the node 96 zero bits down.
      let start = 0;
      for (let depth = 0; this.metadata.ipVersion === 6 && depth < 96 && start < this.metadata.nodeCount; depth++) start = this.child(start, 0);
      this.ipv4StartNode = start;
    } catch (error) {
      closeSync(this.fd);
      throw error;
    }
  }

  /** The record of the network holding `ip` (an address as `net.isIP` accepts it), or null. */
  get(ip: string): Record | null {
    const bytes = address.parse(ip);
    const { nodeCount } = this.metadata;
    let node = bytes.length === 4 ? this.ipv4StartNode : 0;
    for (let depth = 0; depth < bytes.length * 8 && node < nodeCount; depth++) node = this.child(node, address.bitAt(bytes, depth));
    if (node <= nodeCount) return null;
    return this.decoder.decodeFast(node - nodeCount - DATA_SECTION_SEPARATOR).value as Record;
  }

  private child(node: number, bit: number): number {
    readSync(this.fd, this.node, 0, this.node.length, node * this.node.length);
    return bit ? this.records.right(0) : this.records.left(0);
  }

  private read(position: number, length: number): Buffer {
    const buffer = Buffer.allocUnsafeSlow(length);
    for (let done = 0; done < length;) {
      const read = readSync(this.fd, buffer, done, length - done, position + done);
      if (read === 0) throw new Error('MaxMind DB file ended early');
      done += read;
    }
    return buffer;
  }
}
