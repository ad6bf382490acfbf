import type { FastifyReply } from 'fastify';
import { exportWorkbook } from './export-builder';
import type { SheetSpec } from './sheet-spec';

/** Sends an XLSX export as a download under `fileName` (which the caller keeps free of quotes and path characters). */
export async function sendWorkbook(reply: FastifyReply, fileName: string, sheets: () => Promise<SheetSpec[]>) {
  const data = await exportWorkbook(sheets);
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(data);
}
