/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ProfileOwnerView, type PublicProfile, sessionStore } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import type { SectionState } from '@fundnet/validation-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile } from '../../testing/fixtures';

const at = '2026-05-01T10:00:00.000Z';
const approvalId = '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e77';

function sectionState(section: string, data: Record<string, unknown> | null, approval: SectionState['approval'] = null): SectionState {
  return { section, data, updatedAt: at, published: data, publishedAt: at, changedSincePublished: approval !== null, approval };
}

const fundDetails = {
  fundManagementCompany: 'Northwind Capital GmbH',
  companyName: null,
  fundHeadquarter: 'Berlin',
  logo: null,
  headline: 'Seed funds for climate software',
  fundMaturity: 'Emerging',
  keywords: ['climate', 'software'],
  targetFundSize: { value: 50000000, currency: 'EUR' },
  vintageYear: 2025,
  sectorFocus: [],
  stageFocus: [],
  strategyType: [],
  links: null,
};

function ownerView(status: ProfileOwnerView['profile']['status'] = 'published'): ProfileOwnerView {
  return {
    profile: { id: fundProfile.id, type: 'fund', name: 'Northwind Ventures', slug: 'northwind-ventures', status, role: 'owner' },
    sections: {
      'fund-details': sectionState('fund-details', fundDetails, {
        id: approvalId,
        model: 'fundInfo',
        section: 'fund-details',
        status: 'Tbd',
        reason: null,
        message: null,
        submittedAt: at,
        decidedAt: null,
      }),
      overview: sectionState(
        'overview',
        { blurbAndSummary: 'We back climate software at seed.', fundOverviewType: null, investmentThesis: null },
        {
          id: approvalId,
          model: 'fundInfo',
          section: 'overview',
          status: 'Declined',
          reason: 'Unverifiable claim',
          message: 'Please remove the return figures from the summary.',
          submittedAt: at,
          decidedAt: at,
        },
      ),
      'fund-terms': sectionState('fund-terms', null),
    },
    settings: { requireNda: true, ndaSections: ['portfolio'], hiddenFields: [], notApplicableFields: ['fund-terms.hurdle'] },
    submission: null,
    attemptedAccess: { attempts: 0, users: 0 },
    verified: true,
    featured: false,
  };
}

const publicFund: PublicProfile = {
  id: fundProfile.id,
  name: 'Northwind Ventures',
  slug: 'northwind-ventures',
  verified: false,
  featured: false,
  requireNda: true,
  sections: {
    'fund-details': { data: fundDetails, locked: false, publishedAt: at },
    portfolio: { data: null, locked: true, publishedAt: at },
  },
  notApplicableFields: [],
  unlockedSections: [],
};

let server: TestServer;
let replies: Record<string, () => TestReply>;

beforeAll(async () => {
  server = await startTestServer(
    (request) =>
      replies[`${request.method} ${request.path}`]?.() ?? {
        status: 404,
        json: { statusCode: 404, error: 'Not Found', message: 'Route not found' },
      },
  );
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  replies = {
    'GET /api/fund-info': () => ({ json: ownerView() }),
    'GET /api/fund-info/density': () => ({ json: { density: 45, sections: [] } }),
  };
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
});

const sectionCard = (name: string) => screen.getByRole('region', { name });

describe('the owner view at /fund', () => {
  it('renders the sections under the spec anchors with their pending and declined changes', async () => {
    renderAt('/fund', <AreaRoutes />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(nav).getByRole('link', { name: 'General' })).toHaveAttribute('href', '#general');
    expect(document.getElementById('riskSecurity')).not.toBeNull();

    const details = sectionCard('Fund details');
    expect(within(details).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(details).getByText('Northwind Capital GmbH')).toBeInTheDocument();
    expect(within(details).getByText('50,000,000 EUR')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Edit fund details' })).toHaveAttribute('href', '/fund/edit#fund-details');

    const overview = sectionCard('Overview');
    expect(within(overview).getByText('Change declined')).toBeInTheDocument();
    expect(within(overview).getByText(/Unverifiable claim/)).toBeInTheDocument();
    expect(within(overview).getByText(/Please remove the return figures from the summary\./)).toBeInTheDocument();

    expect(within(sectionCard('Fund terms')).getByText('Not applicable')).toBeInTheDocument();
    expect(within(sectionCard('Portfolio')).getByText('Behind NDA')).toBeInTheDocument();
    expect(await screen.findByText('Profile data density: 45%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument();
    expect(server.requests[0]?.headers).toMatchObject({ 'meta-profile-id': fundProfile.id, 'meta-profile-type': 'fund' });
  });

  it('submits a draft for approval and says what happens next', async () => {
    replies['GET /api/fund-info'] = () => ({ json: ownerView('draft') });
    replies['POST /api/fund-info/submit'] = () => ({
      status: 201,
      json: {
        id: approvalId,
        model: 'fundInfo',
        section: null,
        status: 'Tbd',
        reason: null,
        message: null,
        submittedAt: at,
        decidedAt: null,
      },
    });
    renderAt('/fund', <AreaRoutes />);

    const submit = await screen.findByRole('button', { name: 'Submit for approval' });
    expect(screen.getByText(/Fundnet administrators review the whole profile/)).toBeInTheDocument();
    await userEvent.click(submit);

    expect(await screen.findByText(/Your fund was submitted for approval/)).toBeInTheDocument();
    const call = server.requests.find((request) => request.method === 'POST');
    expect(call).toMatchObject({ path: '/api/fund-info/submit' });
    expect(call?.headers['meta-profile-id']).toBe(fundProfile.id);
  });

  it('says beside the submission what the density still misses, without blocking it (issue 34 item 10c)', async () => {
    replies['GET /api/fund-info'] = () => ({ json: ownerView('draft') });
    replies['GET /api/fund-info/density'] = () => ({
      json: {
        density: 19,
        sections: [
          {
            section: 'fund-details',
            filled: 7,
            total: 13,
            weight: 3,
            missing: ['companyName', 'logo', 'sectorFocus', 'stageFocus', 'strategyType', 'links'],
          },
          { section: 'fund-terms', filled: 7, total: 7, weight: 2, missing: [] },
          { section: 'fundraising-status', filled: 0, total: 1, weight: 1, missing: ['fundraisingStatus'] },
        ],
      },
    });
    renderAt('/fund', <AreaRoutes />);

    const submit = await screen.findByRole('button', { name: 'Submit for approval' });
    expect(submit).toBeEnabled();
    const missing = await screen.findByRole('region', { name: 'Still empty (19% filled in)' });
    const items = within(missing).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fund details: Company name, Logo, Sector focus, Stage focus and 2 more',
      'Fundraising status: Fundraising status',
    ]);
    expect(within(missing).getByRole('link', { name: 'Fund details' })).toHaveAttribute('href', '/fund/edit#fund-details');
    expect(within(missing).queryByText(/Fund terms/)).not.toBeInTheDocument();
  });
});

describe('the edit page at /fund/edit', () => {
  // Twenty-three section forms on one page: slow to render on a busy machine.
  jest.setTimeout(60_000);
  it("shows the spec's messages inline and sends nothing while the form is invalid", async () => {
    renderAt('/fund/edit#fund-details', <AreaRoutes />);

    const form = await screen.findByRole('form', { name: 'Fund details' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save fund details' }));

    expect(await within(form).findByText('At least one stage must be selected')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('sends the PATCH body, maps a 422 onto the field, then says the change waits for approval', async () => {
    let fail = true;
    replies['PATCH /api/fund-info/edit/overview'] = () => {
      if (fail) {
        fail = false;
        return {
          status: 422,
          json: {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: 'Validation failed',
            errors: { investmentThesis: ['Thesis is too vague'] },
          },
        };
      }
      return {
        json: sectionState(
          'overview',
          { blurbAndSummary: 'Climate software at seed.' },
          { ...ownerView().sections.overview!.approval!, status: 'Tbd' },
        ),
      };
    };
    renderAt('/fund/edit', <AreaRoutes />);

    const form = await screen.findByRole('form', { name: 'Overview' });
    const summary = within(form).getByRole('textbox', { name: 'Blurb and summary' });
    await userEvent.clear(summary);
    await userEvent.type(summary, 'Climate software at seed.');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Investment thesis' }), 'Software eats carbon');
    await userEvent.click(within(form).getByRole('button', { name: 'Save overview' }));

    expect(await within(form).findByText('Thesis is too vague')).toBeInTheDocument();
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe('/api/fund-info/edit/overview');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({
      blurbAndSummary: 'Climate software at seed.',
      fundOverviewType: null,
      investmentThesis: 'Software eats carbon',
    });

    await userEvent.click(within(form).getByRole('button', { name: 'Save overview' }));
    expect(await screen.findByText(/Overview saved and sent for approval/)).toBeInTheDocument();
  });

  it('adds and removes rows of a repeatable list, and says a draft change is live', async () => {
    replies['PATCH /api/fund-info/edit/testimonials'] = () => ({ json: sectionState('testimonials', {}) });
    replies['GET /api/fund-info'] = () => ({ json: ownerView('draft') });
    renderAt('/fund/edit', <AreaRoutes />);

    const form = await screen.findByRole('form', { name: 'Testimonials' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add testimonial' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add testimonial' }));
    const first = within(form).getByRole('group', { name: 'Testimonial 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'Name' }), 'Lena Fischer');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Short summary' }), 'A focused team.');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove testimonial 2' }));
    expect(within(form).queryByRole('group', { name: 'Testimonial 2' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save testimonials' }));

    expect(await screen.findByText(/Testimonials saved\. The change is live in your draft/)).toBeInTheDocument();
    const body = JSON.parse(server.requests.find((request) => request.method === 'PATCH')?.body ?? '{}');
    expect(body).toEqual({
      testimonials: [{ name: 'Lena Fischer', description: 'A focused team.', linkedin: null, companyWebsite: null }],
    });
  });
});

describe('leaving /fund/edit with unsaved input (issue 34 item 7)', () => {
  jest.setTimeout(60_000);
  it('asks before the page is left, and Keep editing keeps what was typed', async () => {
    const user = userEvent.setup();
    renderAt('/fund/edit', <AreaRoutes />);
    const form = await screen.findByRole('form', { name: 'Overview' });
    const thesis = within(form).getByRole('textbox', { name: 'Investment thesis' });
    await user.type(thesis, 'Software eats carbon');

    await user.click(screen.getByRole('link', { name: 'Back to your profile' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Investment thesis' })).toHaveValue('Software eats carbon');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit fund profile' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to your profile' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' })).toBeInTheDocument();
  });

  it('leaves at once when nothing is unsaved', async () => {
    const user = userEvent.setup();
    renderAt('/fund/edit', <AreaRoutes />);
    await screen.findByRole('form', { name: 'Overview' });
    await user.click(screen.getByRole('link', { name: 'Back to your profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });
});

describe('the public view at /fund/:slug', () => {
  it('shows the published sections and an NDA section as locked', async () => {
    replies['GET /api/fund-info/public/northwind-ventures'] = () => ({ json: publicFund });
    renderAt('/fund/northwind-ventures', <AreaRoutes />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' })).toBeInTheDocument();
    // The headline heads the page; the fund details card keeps the rest.
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveTextContent('Seed funds for climate software');
    expect(within(sectionCard('Fund details')).getByText('Northwind Capital GmbH')).toBeInTheDocument();
    // The sections after the first render one after another once it has painted (ADR 0098).
    const portfolio = await screen.findByRole('region', { name: 'Portfolio' });
    expect(within(portfolio).getByText('Locked')).toBeInTheDocument();
    expect(within(portfolio).getByText(/accepted its non-disclosure agreement \(NDA\)/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Profile sections' })).toBeInTheDocument();
  });

  it('shows the in-area page not found when the fund is not published', async () => {
    replies['GET /api/fund-info/public/nowhere-fund'] = () => ({
      status: 404,
      json: { statusCode: 404, error: 'Not Found', message: 'This fund does not exist.' },
    });
    renderAt('/fund/nowhere-fund', <AreaRoutes />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Fundnet'));
  });
});
