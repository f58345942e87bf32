/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { renderAt } from '@fundnet/app-runtime/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile } from '../../testing/fixtures';
import { ownerViewOf, publicProfileOf, sectionState, useProfileTestServer } from '../profile-sections/testing';
import { fundKind } from './fund-sections';

// The due-diligence sections (competition … risk and security) on the edit, owner and public pages.

const profile = { id: fundProfile.id, name: 'Northwind Ventures', slug: 'northwind-ventures' };
let replies: Record<string, () => { status?: number; json: unknown }> = {};
const server = useProfileTestServer({ id: fundProfile.id, type: 'fund' }, () => replies);

beforeEach(() => {
  replies = {
    'GET /api/fund-info': () => ({ json: ownerViewOf(fundKind, { ...profile, status: 'draft' }, []) }),
    'GET /api/fund-info/density': () => ({ json: { density: 10, sections: [] } }),
  };
});

describe('the due-diligence forms at /fund/edit', () => {
  jest.setTimeout(60_000);

  it('has a form under each of the seven anchors', async () => {
    renderAt('/fund/edit', <AreaRoutes />);
    for (const [anchor, name] of [
      ['competition', 'Competition'],
      ['esgImpact', 'ESG and impact'],
      ['diversityEquityInclusion', 'Diversity, equity and inclusion'],
      ['organizationBackOffice', 'Organisation and back office'],
      ['auditReporting', 'Audit and reporting'],
      ['legalTax', 'Legal and tax'],
      ['riskSecurity', 'Risk and security'],
    ] as const) {
      const form = await screen.findByRole('form', { name });
      expect(document.getElementById(anchor)?.contains(form)).toBe(true);
    }
  });

  it('refuses a text over its maximum length before sending, then saves the ESG choices', async () => {
    replies['PATCH /api/fund-info/edit/esg-impact'] = () => ({ json: sectionState('esg-impact', {}) });
    renderAt('/fund/edit', <AreaRoutes />);

    const form = await screen.findByRole('form', { name: 'ESG and impact' });
    const responsible = within(form).getByRole('textbox', { name: 'Responsible for ESG' });
    fireEvent.change(responsible, { target: { value: 'x'.repeat(201) } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save ESG and impact' }));
    expect(await within(form).findByText('This text can be at most 200 characters')).toBeInTheDocument();
    expect(server.patches()).toHaveLength(0);

    fireEvent.change(responsible, { target: { value: 'Head of ESG' } });
    await userEvent.click(within(form).getByRole('combobox', { name: 'SFDR classification' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Article 9 (sustainable investment objective)' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'UN PRI signatory' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yes' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save ESG and impact' }));

    expect(await screen.findByText(/ESG and impact saved/)).toBeInTheDocument();
    expect(server.patches()[0]?.path).toBe('/api/fund-info/edit/esg-impact');
    expect(JSON.parse(server.patches()[0]?.body ?? '{}')).toMatchObject({
      esgResponsible: 'Head of ESG',
      sfdrClassification: 'article9',
      unPriSignatory: 'yes',
      exclusionList: [],
    });
  });

  it('adds competitors as rows and asks for their name', async () => {
    replies['PATCH /api/fund-info/edit/competition'] = () => ({ json: sectionState('competition', {}) });
    renderAt('/fund/edit', <AreaRoutes />);

    const form = await screen.findByRole('form', { name: 'Competition' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add competitor' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save competition' }));
    expect(await within(form).findByText('Competitor name is required')).toBeInTheDocument();

    const row = within(form).getByRole('group', { name: 'Competitor 1' });
    await userEvent.type(within(row).getByRole('textbox', { name: 'Name' }), 'Point Nine');
    await userEvent.click(within(form).getByRole('button', { name: 'Save competition' }));
    expect(await screen.findByText(/Competition saved/)).toBeInTheDocument();
    expect(JSON.parse(server.patches()[0]?.body ?? '{}').competitors).toEqual([
      { name: 'Point Nine', website: null, differentiation: null },
    ]);
  });
});

describe('the due-diligence sections on the public page', () => {
  it('shows option labels, not stored codes, and a gated section as locked', async () => {
    replies['GET /api/fund-info/public/northwind-ventures'] = () => ({
      json: publicProfileOf(profile, {
        'fund-details': { companyName: 'Northwind Ventures II', keywords: ['B2B'], sectorFocus: [], stageFocus: [], strategyType: [] },
        'esg-impact': {
          esgPolicy: 'formalPublished',
          unPriSignatory: 'yes',
          sfdrClassification: 'article8',
          exclusionList: ['Tobacco'],
          reportingFrameworks: ['edci'],
          sdgFocus: ['sdg13'],
          esgResponsible: null,
          impactMeasurement: null,
        },
        'legal-tax': null,
      }),
    });
    renderAt('/fund/northwind-ventures', <AreaRoutes />);

    const esg = await screen.findByRole('region', { name: 'ESG and impact' });
    expect(within(esg).getByText('Article 8 (promotes E/S characteristics)')).toBeInTheDocument();
    expect(within(esg).getByText('ESG Data Convergence Initiative (EDCI)')).toBeInTheDocument();
    expect(within(esg).getByText('SDG 13: Climate action')).toBeInTheDocument();
    expect(within(esg).queryByText('article8')).not.toBeInTheDocument();
    // The sections after the first render one after another once it has painted (ADR 0098).
    expect(within(await screen.findByRole('region', { name: 'Legal and tax' })).getByText('Locked')).toBeInTheDocument();
  });
});
