import { enumerationCodes, expectNoRawCodes, rawCodesIn } from '.';

describe('rawCodesIn', () => {
  it('knows the codes of every option list whose label differs from the code', () => {
    expect(enumerationCodes).toEqual(
      expect.arrayContaining(['PreSeed', 'SeriesB', 'pendingApproval', 'write-off', 'currently-fundraising']),
    );
    // Words and abbreviations people write are not codes.
    expect(enumerationCodes).not.toEqual(expect.arrayContaining(['Seed']));
    expect(enumerationCodes).not.toContain('EUR');
    expect(enumerationCodes).not.toContain('active');
  });

  it('finds codes and ids, and passes words', () => {
    expect(rawCodesIn('Stage SeriesB, status write-off (fund, pendingApproval)')).toEqual(['SeriesB', 'write-off', 'pendingApproval']);
    expect(rawCodesIn('item: 0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01; section: null')).toEqual(['0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01']);
    expect(rawCodesIn('Stage Series B, status Write-off (fund, Pending approval), Pre-seed, Series C and beyond')).toEqual([]);
    expect(() => expectNoRawCodes('Entry stage PreSeed')).toThrow('PreSeed');
    expect(() => expectNoRawCodes('Entry stage Pre-seed')).not.toThrow();
  });
});
