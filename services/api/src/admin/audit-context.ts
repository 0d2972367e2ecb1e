import type { Request } from 'express';
import { clientIp, hashIp } from '../http/client-ip.ts';
import type { AuditContext } from './audit-repository.ts';

/** Who acted, as the audit keeps it (the hash of the address), with what was touched. */
export function auditContextOf(
  req: Request,
  target: string | null = null,
  details: Record<string, unknown> = {},
): AuditContext {
  return { target, details, clientIpHash: hashIp(clientIp(req)) };
}
