import { gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** Whether the reader takes the kept answer gzipped (every browser does); one that does not gets the text as it is. */
export const answerEncodings = new Negotiator({ supportedValues: ['gzip'] });

/**
 * A run's JSON text gzipped on a pool thread (lib/worker-pool.ts), once, to be kept beside the run: 100,000 lines a
 * side are 23 MB of text, and reading, copying and compressing that again for each re-read, several at once, held every
 * other request for seconds (docs/decisions.md, Reconciliation).
 */
export function work(text: string): Uint8Array {
  return gzipSync(text);
}
