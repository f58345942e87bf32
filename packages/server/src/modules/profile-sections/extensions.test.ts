import * as v from 'valibot';
import type { DbOrTx } from '../../db/client';
import { createProfile, createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { profileSectionsHooks } from './extensions';
import { familyOfType } from './families';
import type { ProfileSectionsConfig } from './registry';
import { readWorking, submitProfile, writeSection, writeSettings } from './service';

/**
 * The engine's extension points (ADR 0007): hooks run inside the engine's transaction, in order, and a failing
 * hook rolls the change back; the family registry is filled by app.ts.
 */

const config: ProfileSectionsConfig = {
  type: 'investor',
  model: 'investorInfo',
  sections: [{ id: 'details', schema: v.object({ a: v.string() }), kind: 'content', fields: ['a'], weight: 1, gateable: false }],
  requiredForSubmit: ['details'],
};

describe('profile-sections extension points', () => {
  let t: TestApp;
  const unsubscribe: (() => void)[] = [];

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(() => {
    for (const off of unsubscribe.splice(0)) off();
  });
  afterAll(() => t.close());

  it('runs onProfileChanged hooks inside the transaction for writes, settings and submission', async () => {
    const owner = await createUser(t);
    const draft = await createProfile(t, owner, { type: 'investor' });
    const published = await createProfile(t, owner, { type: 'investor', status: 'published' });
    const seen: { profileId: string; working: string[] }[] = [];
    unsubscribe.push(
      profileSectionsHooks.onProfileChanged(async (tx: DbOrTx, profileId: string) => {
        // The hook reads through the engine's transaction: it already sees the change.
        seen.push({ profileId, working: [...(await readWorking(tx, profileId)).keys()] });
      }),
    );
    await writeSection(t.database.db, config, { profileId: published.id, section: 'details', data: { a: 'x' }, userId: owner.id });
    await writeSettings(t.database.db, published.id, { hiddenFields: ['details.a'] }, owner.id);
    // A draft's edits change nothing anyone else reads: no hook until it is submitted.
    await writeSection(t.database.db, config, { profileId: draft.id, section: 'details', data: { a: 'y' }, userId: owner.id });
    await submitProfile(t.database.db, config, draft.id, owner.id);
    expect(seen).toEqual([
      { profileId: published.id, working: ['details'] },
      { profileId: published.id, working: ['details'] },
      { profileId: draft.id, working: ['details'] },
    ]);
  });

  it('rolls the change back when a hook fails', async () => {
    const owner = await createUser(t);
    const profile = await createProfile(t, owner, { type: 'investor', status: 'published' });
    unsubscribe.push(
      profileSectionsHooks.onProfileChanged(async () => {
        throw new Error('subscriber down');
      }),
    );
    await expect(
      writeSection(t.database.db, config, { profileId: profile.id, section: 'details', data: { a: 'x' }, userId: owner.id }),
    ).rejects.toThrow('subscriber down');
    expect((await readWorking(t.database.db, profile.id)).size).toBe(0);
  });

  it('keeps one copy of a hook registered twice (every app built in a process wires the same functions)', async () => {
    const owner = await createUser(t);
    const profile = await createProfile(t, owner, { type: 'investor', status: 'published' });
    let calls = 0;
    const hook = async () => {
      calls++;
    };
    unsubscribe.push(profileSectionsHooks.onProfileChanged(hook), profileSectionsHooks.onProfileChanged(hook));
    await writeSection(t.database.db, config, { profileId: profile.id, section: 'details', data: { a: 'z' }, userId: owner.id });
    expect(calls).toBe(1);
  });

  it('knows the family of every profile type once app.ts has wired them', () => {
    expect(familyOfType('fund').path).toBe('fund-info');
    expect(familyOfType('investor').path).toBe('investor-info');
    expect(familyOfType('serviceProvider').path).toBe('service-provider');
  });
});
