import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json';

/** The hash before the first row. */
export const genesisHash = '0'.repeat(64);

/** A journal row as it is hashed: every column, the actor by id and name, the time as an ISO string. */
export interface HashedRow {
  id: number;
  kind: string;
  entity: string;
  entityId: string;
  actorId: string | null;
  actorName: string | null;
  payload: unknown;
  createdAt: Date;
}

/** `SHA-256(previous hash ‖ canonical JSON of the row)`, hex (docs/decisions.md, Journal). */
export function linkHash(prevHash: string, row: HashedRow): string {
  const canonical = canonicalJson({
    id: row.id,
    kind: row.kind,
    entity: row.entity,
    entityId: row.entityId,
    actorId: row.actorId,
    actorName: row.actorName,
    payload: row.payload,
    createdAt: row.createdAt,
  });
  return createHash('sha256').update(prevHash).update(canonical).digest('hex');
}
