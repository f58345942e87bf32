import { expectNoRawCodes } from '@fundnet/validation-schema/testing';
import { diffText } from './activity-labels';

// The activity log's "Change" column reads in words (issue 34 item 9): it showed "item: <id>; section: null".
describe('diffText', () => {
  it('writes an approval decision in words, without the item id', () => {
    const text = diffText(null, { item: '2d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f03', section: null, status: 'Approved' });
    expect(text).toBe('Section: Whole profile; Status: Approved');
    expectNoRawCodes(text);
  });

  it('labels sections, statuses and roles from the shared lists, and flags as yes or no', () => {
    expect(diffText(null, { item: '2d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f03', section: 'esg-impact', status: 'Tbd' })).toBe(
      'Section: ESG and impact; Status: Pending',
    );
    const status = diffText({ status: 'pendingApproval' }, { status: 'published' });
    expect(status).toBe('Status: In review → Published');
    expectNoRawCodes(status);
    const member = diffText(null, { profileId: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', role: 'admin' });
    expect(member).toBe('Role: Admin');
    expect(diffText({ isAdmin: false }, { isAdmin: true })).toBe('Is admin: No → Yes');
  });

  it('keeps free text as typed and leaves out what did not change', () => {
    expect(diffText({ label: 'Spring', active: true }, { label: 'Autumn', active: true })).toBe('Label: Spring → Autumn');
  });
});
