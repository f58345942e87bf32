/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import type { TestReply } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { approval, notFound, ownerViewOf, publicProfileOf, sectionState, useProfileTestServer } from '../profile-sections/testing';
import { providerKind } from './provider-sections';

const provider = { id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1003', name: 'Lumen Legal', slug: 'lumen-legal' };
const yourDetails = {
  serviceProviderEntity: 'Lumen Legal LLP',
  companyName: 'Lumen Legal',
  headquarterLocation: 'London',
  type: null,
  url: null,
  logo: null,
  headline: 'Fund formation lawyers',
  links: null,
};
const overviewWith = (mainOfferings: string[]) => ({ companyBlurbSummary: 'We set up funds.', mainOfferings, keywords: [] });

let overview = overviewWith([]);
let replies: Record<string, () => TestReply>;
const server = useProfileTestServer({ id: provider.id, type: 'serviceProvider' }, () => replies);
beforeEach(() => {
  overview = overviewWith([]);
  replies = {
    'GET /api/service-provider': () => ({
      json: ownerViewOf(providerKind, { ...provider, status: 'published' }, [
        sectionState('your-details', yourDetails),
        sectionState('provider-status', { providerStatus: 'AcceptingClients' }),
        sectionState('overview', overview, approval('serviceProviderInfo', 'overview', 'Tbd')),
      ]),
    }),
    'GET /api/service-provider/density': () => ({ json: { density: 62, sections: [] } }),
  };
});

const sectionCard = (name: string) => screen.getByRole('region', { name });

describe('the owner view at /serviceProvider', () => {
  it('renders the sections of the reply', async () => {
    overview = overviewWith(['Fund formation', 'Regulatory advice']);
    renderAt('/serviceProvider', <AreaRoutes />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Legal' })).toBeInTheDocument();
    expect(within(sectionCard('Your details')).getByText('Fund formation lawyers')).toBeInTheDocument();
    expect(within(sectionCard('Provider status')).getByText('Accepting new clients')).toBeInTheDocument();
    const card = sectionCard('Overview');
    expect(within(card).getByText('Regulatory advice')).toBeInTheDocument();
    expect(within(card).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit overview' })).toHaveAttribute('href', '/serviceProvider/edit#overview');
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/serviceProvider/lumen-legal');
    expect(await screen.findByText('Profile data density: 62%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument();
  });
});

describe('the overview on /serviceProvider/edit', () => {
  jest.setTimeout(30_000);

  it('needs at least one main offering', async () => {
    renderAt('/serviceProvider/edit#overview', <AreaRoutes />);

    const form = await screen.findByRole('form', { name: 'Overview' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save overview' }));
    expect(await within(form).findByText('At least one offering must be added')).toBeInTheDocument();
    expect(server.patches()).toHaveLength(0);
  });

  it('takes at most 10 main offerings', async () => {
    overview = overviewWith(Array.from({ length: 11 }, (_, index) => `Offering ${index + 1}`));
    renderAt('/serviceProvider/edit#overview', <AreaRoutes />);

    const form = await screen.findByRole('form', { name: 'Overview' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save overview' }));
    expect(await within(form).findByText('You can add a maximum of 10 main offerings')).toBeInTheDocument();
    expect(server.patches()).toHaveLength(0);
  });

  it('adds an offering and sends PATCH service-provider/edit/overview', async () => {
    replies['PATCH /api/service-provider/edit/overview'] = () => ({
      json: sectionState('overview', overviewWith(['Fund formation']), approval('serviceProviderInfo', 'overview', 'Tbd')),
    });
    renderAt('/serviceProvider/edit', <AreaRoutes />);

    const form = await screen.findByRole('form', { name: 'Overview' });
    await userEvent.type(within(form).getByRole('combobox', { name: 'Main offerings' }), 'Fund formation{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save overview' }));

    expect(await screen.findByText(/Overview saved and sent for approval/)).toBeInTheDocument();
    const [patch] = server.patches();
    expect(patch?.path).toBe('/api/service-provider/edit/overview');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({
      companyBlurbSummary: 'We set up funds.',
      mainOfferings: ['Fund formation'],
      keywords: [],
    });
  });

  it('saves the provider status with PATCH service-provider/status', async () => {
    replies['PATCH /api/service-provider/status'] = () => ({
      json: sectionState('provider-status', { providerStatus: 'AcceptingClients' }),
    });
    renderAt('/serviceProvider/edit#provider-status', <AreaRoutes />);

    const form = await screen.findByRole('form', { name: 'Provider status' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save provider status' }));

    expect(await screen.findByText(/Provider status saved\. It matches the published version/)).toBeInTheDocument();
    expect(server.patches().map((request) => [request.path, JSON.parse(request.body)])).toEqual([
      ['/api/service-provider/status', { providerStatus: 'AcceptingClients' }],
    ]);
  });
});

describe('the public view at /serviceProvider/:slug', () => {
  it('shows the published sections', async () => {
    replies['GET /api/service-provider/public/lumen-legal'] = () => ({
      json: publicProfileOf(provider, { 'your-details': yourDetails, overview: overviewWith(['Fund formation']) }),
    });
    renderAt('/serviceProvider/lumen-legal', <AreaRoutes />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Legal' })).toBeInTheDocument();
    expect(within(sectionCard('Your details')).getByText('London')).toBeInTheDocument();
    // The sections after the first render one after another once it has painted (ADR 0098).
    expect(within(await screen.findByRole('region', { name: 'Overview' })).getByText('Fund formation')).toBeInTheDocument();
  });

  it('shows the in-area page not found for an unknown provider (404)', async () => {
    replies['GET /api/service-provider/public/nobody'] = () => notFound('This service provider does not exist.');
    renderAt('/serviceProvider/nobody', <AreaRoutes />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Fundnet'));
  });
});
