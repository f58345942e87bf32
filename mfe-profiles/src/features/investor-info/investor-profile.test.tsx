/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import type { TestReply } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { investorSummary } from '../../testing/fixtures';
import { approval, notFound, ownerViewOf, publicProfileOf, sectionState, useProfileTestServer } from '../profile-sections/testing';
import { investorKind } from './investor-sections';

const investor = { id: investorSummary.id, name: 'Harbour Family Office', slug: 'harbour-family-office' };
const yourDetails = {
  headline: 'Patient capital for European seed funds',
  investmentEntity: 'Harbour Holding AG',
  investorType: null,
  linkedinProfile: null,
  phoneNumber: null,
  visibleInInvestorDiscovery: true,
  allowInvestorContact: false,
};

function ownerView(status: 'draft' | 'published' = 'draft') {
  return ownerViewOf(investorKind, { ...investor, status }, [
    sectionState('your-details', yourDetails, approval('investorInfo', 'your-details', 'Tbd')),
    sectionState('investment-status', { investmentStatus: 'NotInvesting' }),
    sectionState(
      'overview',
      { sectorFocus: [], geographies: [], keywords: ['climate', 'deep tech'], potentialValues: [], investorSegments: [], assetType: [] },
      approval('investorInfo', 'overview', 'Declined', 'Name at least one sector you invest in.'),
    ),
    sectionState('investor-details', null),
  ]);
}

let replies: Record<string, () => TestReply>;
const server = useProfileTestServer({ id: investor.id, type: 'investor' }, () => replies);
beforeEach(() => {
  replies = {
    'GET /api/investor-info': () => ({ json: ownerView() }),
    'GET /api/investor-info/density': () => ({ json: { density: 30, sections: [] } }),
  };
});

const sectionCard = (name: string) => screen.getByRole('region', { name });

describe('the owner view at /investor', () => {
  it('renders the sections of the reply with their pending and declined changes, and submits a draft', async () => {
    replies['POST /api/investor-info/submit'] = () => ({ status: 201, json: approval('investorInfo', 'your-details', 'Tbd') });
    renderAt('/investor', <AreaRoutes />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Family Office' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Profile sections' })).getByRole('link', { name: 'General' })).toHaveAttribute(
      'href',
      '#general',
    );
    const details = sectionCard('Your details');
    expect(within(details).getByText('Patient capital for European seed funds')).toBeInTheDocument();
    expect(within(details).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Edit your details' })).toHaveAttribute('href', '/investor/edit#your-details');
    const overview = sectionCard('Overview');
    expect(within(overview).getByText('Change declined')).toBeInTheDocument();
    expect(within(overview).getByText(/Name at least one sector you invest in\./)).toBeInTheDocument();
    expect(within(overview).getByText('deep tech')).toBeInTheDocument();
    expect(within(sectionCard('Investment status')).getByText('Not investing')).toBeInTheDocument();
    expect(within(sectionCard('Investor details')).getByText('Nothing filled in yet.')).toBeInTheDocument();
    expect(await screen.findByText('Profile data density: 30%')).toBeInTheDocument();
    expect(server.requests[0]?.headers).toMatchObject({ 'meta-profile-id': investor.id, 'meta-profile-type': 'investor' });

    await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText(/Your investor was submitted for approval/)).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.path).toBe('/api/investor-info/submit');
  });
});

describe('the edit page at /investor/edit', () => {
  jest.setTimeout(30_000);

  it("shows the spec's messages for the deal range and the overview minimums, and sends nothing", async () => {
    renderAt('/investor/edit#investor-details', <AreaRoutes />);

    const details = await screen.findByRole('form', { name: 'Investor details' });
    await userEvent.click(within(details).getByRole('button', { name: 'Save investor details' }));
    expect((await within(details).findAllByText('This field is required')).length).toBeGreaterThan(0);

    const overview = screen.getByRole('form', { name: 'Overview' });
    await userEvent.click(within(overview).getByRole('button', { name: 'Save overview' }));
    expect(await within(overview).findByText('Please select at least one sector focus')).toBeInTheDocument();
    expect(within(overview).getByText('Please select at least one geography')).toBeInTheDocument();
    expect(server.patches()).toHaveLength(0);
  });

  it('sends a section with PATCH investor-info/edit/{section} and says a draft change is live', async () => {
    replies['PATCH /api/investor-info/edit/your-details'] = () => ({ json: sectionState('your-details', yourDetails) });
    renderAt('/investor/edit', <AreaRoutes />);

    const form = await screen.findByRole('form', { name: 'Your details' });
    const headline = within(form).getByRole('textbox', { name: 'Headline' });
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Seed funds only');
    // The phone as people type it: the phone field, stored in E.164 through the one shared normaliser (issue 34.6).
    const phone = within(form).getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAttribute('type', 'tel');
    await userEvent.type(phone, '+41 79 123 45 67');
    await userEvent.click(within(form).getByRole('button', { name: 'Save your details' }));

    expect(await screen.findByText(/Your details saved\. The change is live in your draft/)).toBeInTheDocument();
    const [patch] = server.patches();
    expect(patch?.path).toBe('/api/investor-info/edit/your-details');
    expect(patch?.headers['meta-profile-type']).toBe('investor');
    expect(JSON.parse(patch?.body ?? '{}')).toMatchObject({
      headline: 'Seed funds only',
      investmentEntity: 'Harbour Holding AG',
      phoneNumber: '+41791234567',
    });
  });

  it('saves the investment status with PATCH investor-info/status', async () => {
    replies['PATCH /api/investor-info/status'] = () => ({
      json: sectionState('investment-status', { investmentStatus: 'NotInvesting' }, approval('investorInfo', 'investment-status', 'Tbd')),
    });
    renderAt('/investor/edit#investment-status', <AreaRoutes />);

    const form = await screen.findByRole('form', { name: 'Investment status' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save investment status' }));

    expect(await screen.findByText(/Investment status saved and sent for approval/)).toBeInTheDocument();
    const [patch] = server.patches();
    expect(patch?.path).toBe('/api/investor-info/status');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ investmentStatus: 'NotInvesting' });
  });
});

describe('the public view at /investor/:slug', () => {
  it('shows the published sections and a section behind the NDA as locked', async () => {
    replies['GET /api/investor-info/public/harbour-family-office'] = () => ({
      json: publicProfileOf(investor, { 'your-details': yourDetails, portfolio: null }),
    });
    renderAt('/investor/harbour-family-office', <AreaRoutes />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Family Office' })).toBeInTheDocument();
    expect(within(sectionCard('Your details')).getByText('Harbour Holding AG')).toBeInTheDocument();
    // The sections after the first render one after another once it has painted (ADR 0098).
    expect(within(await screen.findByRole('region', { name: 'Portfolio' })).getByText('Locked')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('shows the in-area page not found for an investor hidden from discovery (404)', async () => {
    replies['GET /api/investor-info/public/hidden-office'] = () => notFound('This investor does not exist.');
    renderAt('/investor/hidden-office', <AreaRoutes />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Fundnet'));
  });
});
