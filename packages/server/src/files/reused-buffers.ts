// Memory reused from one read to the next, for a loop that reads many files one at a time and is done with each
// before it reads the next (an import storing 1 000 pictures). A fresh buffer per file waits outside V8's heap until
// its next collection, and V8 collects for them only once ≈ 64 MB are waiting: that much more resident memory during
// such a loop, for nothing.

/** A slot keeps at most this much; a larger file gets a buffer of its own. */
const KEPT_BYTES = 16 * 1024 * 1024;

export class ReusedBuffers {
  private readonly slots = new Map<string, Uint8Array>();

  /** `size` bytes of the slot's memory (its earlier contents), valid until the slot is used again. */
  view(slot: string, size: number): Uint8Array {
    if (size > KEPT_BYTES) return new Uint8Array(size);
    let buffer = this.slots.get(slot);
    if (!buffer || buffer.length < size) {
      buffer = new Uint8Array(Math.min(KEPT_BYTES, Math.max(size, (buffer?.length ?? 0) * 2)));
      this.slots.set(slot, buffer);
    }
    return buffer.subarray(0, size);
  }
}
