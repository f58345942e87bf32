/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { editableInvestorKind } from '../investor-info';
import { editableProviderKind } from '../service-provider';
import { editableFundKind } from '../fund-info';
import { type EditableProfileKind, fieldPathLabel, fieldsOfSection, savedSectionMessage } from './profile-kind';
import { sectionState } from './testing';

const kinds: EditableProfileKind[] = [editableFundKind, editableInvestorKind, editableProviderKind];

describe('the profile kinds', () => {
  it.each(kinds)('$type: every anchored section has a label, fields and a schema', (kind) => {
    const sections = kind.anchors.flatMap((anchor) => anchor.sections);
    expect(new Set(sections).size).toBe(sections.length);
    expect([...sections].sort()).toEqual(Object.keys(kind.schemas).sort());
    for (const section of sections) {
      expect(kind.labels[section]).toBeTruthy();
      expect(kind.specs[section]?.length).toBeGreaterThan(0);
    }
    expect(sections).toContain(kind.statusSection);
  });

  it.each(kinds)('$type: the field specs name the contract fields', (kind) => {
    for (const path of kind.fieldPaths) {
      const [section = '', field = ''] = path.split('.');
      expect(kind.specs[section]?.map((spec) => spec.name)).toContain(field);
    }
  });
});

describe('the section helpers', () => {
  it('labels field paths and picks the fields of a section', () => {
    expect(fieldPathLabel(editableInvestorKind, 'investor-details.dealRangeFrom')).toBe('Investor details · Deal range from');
    expect(fieldPathLabel(editableProviderKind, 'overview.mainOfferings')).toBe('Overview · Main offerings');
    expect(fieldsOfSection(['overview.keywords', 'overview-x.a', 'portfolio.pastFundInvestments'], 'overview')).toEqual(['keywords']);
  });

  it('says whether a saved section is live or waits for approval', () => {
    expect(savedSectionMessage('Overview', 'draft', sectionState('overview', {}))).toMatch(/live in your draft/);
    expect(savedSectionMessage('Overview', 'published', sectionState('overview', {}))).toMatch(/matches the published version/);
    expect(savedSectionMessage('Overview', 'pendingApproval', sectionState('overview', {}))).toMatch(/review it with the rest/);
  });
});
