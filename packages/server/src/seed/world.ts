import type { DbOrTx } from '../db/client';
import type { SeedMembership, SeedProfile } from './profiles';
import type { SeedUser, SeedUserInfo } from './users';

// The demo world's shape, apart from demo.ts: the section seeds import it without importing demo.ts (which imports them).

/**
 * Everything the demo data holds, planned in memory before anything is written. Section seeds of
 * later issues (fund-info, investor-info, data room…) read it to attach their rows to these people
 * and profiles, with their own `sectionRng('<section>')`.
 */
export interface DemoWorld {
  now: Date;
  users: SeedUser[];
  userInfo: SeedUserInfo[];
  profiles: SeedProfile[];
  memberships: SeedMembership[];
}

/** A section of the demo data: writes its rows inside the seed's transaction, returns counts for the summary. */
export interface DemoSection {
  name: string;
  seed(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>>;
}
