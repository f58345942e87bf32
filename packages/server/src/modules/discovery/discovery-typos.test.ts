/** @database both: pg_trgm similarity, an extension each engine ships separately */
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { editVariants } from './search';
import { publicNames, publishProfile, uniqueWord } from './test-support';

/**
 * Issue 11 item 7: typo tolerance across several words. Every word of a search tolerates its own typo, swapped
 * letters included (trigrams alone missed "impcat": it shares 3 of 11 trigrams with "impact").
 */

let t: TestApp;
let platformAdmin: TestUser;
const scope = uniqueWord('typos');

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
  await publishProfile(t, platformAdmin, {
    type: 'fund',
    name: 'Helvetia Impact Fund',
    sections: { 'fund-details': { keywords: [scope, 'Impact', 'Deep tech'] } },
  });
  await publishProfile(t, platformAdmin, {
    type: 'fund',
    name: 'Helvetia Growth Partners',
    sections: { 'fund-details': { keywords: [scope, 'SaaS'] } },
  });
});

afterAll(async () => {
  await t.close();
});

const names = (search: string) => publicNames(t, 'fund', { tags: scope, take: 50, search });

describe('several words, each with its typo', () => {
  it('finds "helvetia impcat" (swapped letters in the last word)', async () => {
    expect(await names('helvetia impcat')).toEqual(['Helvetia Impact Fund']);
  });

  it('finds swapped letters, a doubled letter and a trigram typo in any word, in any order', async () => {
    expect(await names('helvetai impact')).toEqual(['Helvetia Impact Fund']);
    expect(await names('impactt helvetia')).toEqual(['Helvetia Impact Fund']);
    expect(await names('helvetia deep tehc')).toEqual(['Helvetia Impact Fund']);
    expect(await names('helvetia growht')).toEqual(['Helvetia Growth Partners']);
    expect(await names('helvetia')).toEqual(['Helvetia Growth Partners', 'Helvetia Impact Fund']);
  });

  it('still needs every word: a word nothing resembles finds nothing', async () => {
    expect(await names('helvetia qqqzzz')).toEqual([]);
  });
});

describe('editVariants', () => {
  it('swaps neighbours and drops one letter, for words of 4+ letters', () => {
    expect(editVariants('impcat')).toContain('impact');
    expect(editVariants('impactt')).toContain('impact');
    expect(editVariants('abc')).toEqual([]);
    expect(editVariants('aabb')).not.toContain('aabb');
  });
});
