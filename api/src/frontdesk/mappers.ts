import type { DeskRole, DeskSignIn, DeskStaff } from '@hospital/contract';
import { toWibIso } from '../lib/clock';
import type { ReferenceData } from '../lib/reference';
import type { SignInRow, StaffRecord } from './staffAuth';

function roleOf(staff: StaffRecord): DeskRole {
  return staff.role === 'supervisor' ? 'supervisor' : 'desk';
}

/** A person at the desk as the desk shows them (never a hash, a secret or the account's id). */
export function toDeskStaff(staff: StaffRecord, ref: ReferenceData): DeskStaff {
  return {
    username: staff.username,
    display_name: staff.displayName,
    role: roleOf(staff),
    company: { id: staff.companyId, name: ref.companies.get(staff.companyId)?.name ?? '' },
  };
}

/** A signed-in browser in a list; `currentTokenHash` marks the one asking. */
export function toDeskSignIn(row: SignInRow, currentTokenHash: string | null): DeskSignIn {
  return {
    id: row.session.id,
    staff: {
      username: row.staff.username,
      display_name: row.staff.displayName,
      role: roleOf(row.staff),
    },
    since: toWibIso(row.session.createdAt),
    last_seen: toWibIso(row.session.lastSeenAt),
    address: row.session.clientAddress,
    current: row.session.tokenHash === currentTokenHash,
  };
}
