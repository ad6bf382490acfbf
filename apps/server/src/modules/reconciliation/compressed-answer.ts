import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** The encodings a kept run's answer is compressed with, the reader's first choice among them; none: sent as it is. */
export const answerEncodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
export type AnswerEncoding = 'br' | 'gzip';

export interface CompressJob {
  text: string;
  encoding: AnswerEncoding;
}

/**
 * A kept run's JSON text compressed on a pool thread (lib/worker-pool.ts): 100,000 lines a side are 23 MB of text,
 * and compressing that on the server's own thread, several re-reads at once, held every other request for seconds
 * (docs/decisions.md, Reconciliation). Brotli at the compression plugin's own quality (4), or gzip.
 */
export function work(job: CompressJob): Uint8Array {
  return job.encoding === 'br'
    ? brotliCompressSync(job.text, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(job.text);
}
