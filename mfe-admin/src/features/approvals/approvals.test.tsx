/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { type ApprovalDetail, type ApprovalPage, apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { expectNoRawCodes } from '@fundnet/validation-schema/testing';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { adminMe, approvalDetail, approvalItem, itemId, stats } from './testing';

jest.setTimeout(30_000);

let server: TestServer;
let isAdmin: boolean;
let listReply: (request: RecordedRequest) => TestReply;
let detailReply: (request: RecordedRequest) => TestReply;
let decisionReply: (request: RecordedRequest) => TestReply;

const page = (items: ApprovalPage['items'], total: number, pageNumber = 1): ApprovalPage => ({ items, total, page: pageNumber, limit: 10 });
const requestsTo = (prefix: string, method = 'GET') => server.requests.filter((r) => r.method === method && r.path.startsWith(prefix));

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: adminMe(isAdmin) };
    if (request.path === '/api/administration/stats/approvals') return { json: stats({ fundInfo: 12, investorInfo: 2 }) };
    if (request.path.startsWith('/api/administration/approval/')) return decisionReply(request);
    if (/^\/api\/administration\/approvals\/\w+\/[\w-]+$/.test(request.path)) return detailReply(request);
    if (request.path.startsWith('/api/administration/approvals/')) return listReply(request);
    return { status: 404 };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  isAdmin = true;
  listReply = (request) => {
    const n = Number(request.query.page ?? 1);
    const first = (n - 1) * 10 + 1;
    const count = n === 1 ? 10 : 2;
    return {
      json: page(
        Array.from({ length: count }, (_, i) => approvalItem(first + i)),
        12,
        n,
      ),
    };
  };
  detailReply = (request) => ({ json: approvalDetail(Number(request.path.split('-').at(-1))) });
  decisionReply = () => ({ json: { ...approvalDetail(1), status: 'Approved' } });
  sessionStore.clearSession();
  sessionStore.setToken('token');
});

describe('the list', () => {
  it('renders the pending items of funds from the server, with the counts in the tabs, and pages on the server', async () => {
    renderAt('/admin/approvals', <AreaRoutes />);
    const grid = await screen.findByRole('grid', { name: 'Funds approval items' });
    expect(await within(grid).findByRole('link', { name: 'Northwind Fund 1' })).toHaveAttribute(
      'href',
      `/admin/approvals/fundInfo/${itemId(1)}`,
    );
    expect(within(grid).getAllByText('Fund details')).toHaveLength(10);
    expect(within(grid).getAllByText('Lena Berg (lena@northwind.example)')).toHaveLength(10);
    expect(within(grid).getAllByText('20 Nov 2026, 09:30 UTC')).toHaveLength(10);
    expect(within(grid).getAllByText('Pending')).toHaveLength(10);
    expect(requestsTo('/api/administration/approvals/fundInfo')[0]?.query).toEqual({ status: 'Tbd', page: '1', limit: '10' });
    expect(document.title).toBe('Approvals · Fundnet');

    expect(await screen.findByRole('tab', { name: 'Funds (12 pending)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Investors (2 pending)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Service providers (0 pending)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');

    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await within(grid).findByRole('link', { name: 'Northwind Fund 12' })).toBeInTheDocument();
    expect(within(grid).queryByRole('link', { name: 'Northwind Fund 1' })).not.toBeInTheDocument();
    expect(requestsTo('/api/administration/approvals/fundInfo').at(-1)?.query).toEqual({ status: 'Tbd', page: '2', limit: '10' });
  });

  it('switches the model by tab and the status filter (all = no status)', async () => {
    listReply = () => ({
      json: page([approvalItem(1, { model: 'investorInfo', profileName: 'Fjord Capital', section: null, status: 'Declined' })], 1),
    });
    renderAt('/admin/approvals', <AreaRoutes />);
    await userEvent.click(await screen.findByRole('tab', { name: /Investors/ }));
    const grid = await screen.findByRole('grid', { name: 'Investors approval items' });
    expect(await within(grid).findByText('Whole profile')).toBeInTheDocument();
    expect(requestsTo('/api/administration/approvals/investorInfo').at(-1)?.query).toEqual({ status: 'Tbd', page: '1', limit: '10' });

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(requestsTo('/api/administration/approvals/investorInfo').at(-1)?.query).toEqual({ page: '1', limit: '10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Declined' }));
    await waitFor(() =>
      expect(requestsTo('/api/administration/approvals/investorInfo').at(-1)?.query).toEqual({
        status: 'Declined',
        page: '1',
        limit: '10',
      }),
    );
  });

  it('says when nothing is waiting', async () => {
    listReply = () => ({ json: page([], 0) });
    renderAt('/admin/approvals', <AreaRoutes />);
    expect(await screen.findByText('No approvals waiting')).toBeInTheDocument();
  });

  it('opens an item when its row is clicked, and shows the diff', async () => {
    renderAt('/admin/approvals?status=Tbd&page=1', <AreaRoutes />);
    const grid = await screen.findByRole('grid', { name: 'Funds approval items' });
    await userEvent.click(await within(grid).findByText('Northwind Fund 1'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Fund 1' })).toBeInTheDocument();
    expect(requestsTo(`/api/administration/approvals/fundInfo/${itemId(1)}`)).toHaveLength(1);
    expect(document.title).toBe('Approval: Northwind Fund 1 · Fundnet');

    const table = screen.getByRole('table', { name: 'Changes to Fund details' });
    const row = (field: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${field}`) })
        .closest('tr') as HTMLElement;
    expect(within(row('Target fund size')).getByText('100')).toBeInTheDocument();
    expect(within(row('Target fund size')).getByText('150')).toBeInTheDocument();
    expect(within(row('Target fund size')).getByText('Changed')).toBeInTheDocument();
    expect(within(row('Strategy')).getByText(/Seed and Series A rounds in the Nordics\.\s+We lead or co-lead\./)).toBeInTheDocument();
    const sectors = within(row('Sectors')).getAllByRole('list');
    expect(
      sectors.map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([['fintech'], ['fintech', 'climate']]);
    expect(within(row('Key people')).getByText('Empty')).toBeInTheDocument();
    expect(within(row('Key people')).getByText('Full name')).toBeInTheDocument();
    expect(within(row('Key people')).getByText('Partner')).toBeInTheDocument();
    // Unchanged fields only on demand.
    expect(within(table).queryByRole('rowheader', { name: /^Name/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show unchanged fields' }));
    expect(within(table).getByRole('rowheader', { name: 'Name' })).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('link', { name: 'Back to approvals' })[0] as HTMLElement);
    expect(await screen.findByRole('grid', { name: 'Funds approval items' })).toBeInTheDocument();
  });
  it('opens an item from the keyboard (Enter on a cell)', async () => {
    renderAt('/admin/approvals', <AreaRoutes />);
    const grid = await screen.findByRole('grid', { name: 'Funds approval items' });
    const cell = (await within(grid).findAllByText('Fund details'))[1]?.closest('[role="gridcell"]') as HTMLElement;
    await userEvent.click(cell);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Fund 2' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Back to approvals' })[0] as HTMLElement);
    const again = await screen.findByRole('grid', { name: 'Funds approval items' });
    const second = (await within(again).findAllByText('Fund details'))[2]?.closest('[role="gridcell"]') as HTMLElement;
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Fund 3' })).toBeInTheDocument();
  });
});

describe('an item waiting for a decision', () => {
  it('is approved after a confirmation, with a notification and a return to the list', async () => {
    renderAt(`/admin/approvals/fundInfo/${itemId(1)}`, <AreaRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change?' });
    expect(dialog).toHaveTextContent('Approving publishes the section Fund details of Northwind Fund 1 as proposed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Approved: Northwind Fund 1 (Fund details)')).toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: 'Funds approval items' })).toBeInTheDocument();
    const approvals = requestsTo('/api/administration/approval/', 'POST');
    expect(approvals).toHaveLength(1);
    expect(approvals[0]?.path).toBe(`/api/administration/approval/approve/fundInfo/${itemId(1)}`);
    // The version on screen is the one approved: an edit saved meanwhile is refused by the server.
    expect(JSON.parse(approvals[0]!.body)).toEqual({ reviewVersion: 'review-version-1' });
  });

  it('keeps the dialog open and says why when approving fails', async () => {
    decisionReply = () => ({
      status: 409,
      json: { statusCode: 409, error: 'Conflict', message: 'This approval item has already been decided.' },
    });
    renderAt(`/admin/approvals/fundInfo/${itemId(1)}`, <AreaRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This approval item has already been decided.')).toBeInTheDocument();
  });

  it('is declined with a reason and a message, both required, and the server field errors on their fields', async () => {
    let failFirst = true;
    decisionReply = () => {
      if (failFirst) {
        failFirst = false;
        return {
          status: 422,
          json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid', errors: { message: ['Reject message is required'] } },
        };
      }
      return { json: { ...approvalDetail(1), status: 'Declined' } };
    };
    renderAt(`/admin/approvals/fundInfo/${itemId(1)}`, <AreaRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this change?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Reject reason is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Reject message is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('/api/administration/approval/', 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Incomplete fund terms');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message to the profile's owners/ }), '   x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(requestsTo('/api/administration/approval/', 'POST')).toHaveLength(1));
    expect(await within(dialog).findByText('Reject message is required')).toBeInTheDocument();

    const message = within(dialog).getByRole('textbox', { name: /Message to the profile's owners/ });
    await userEvent.clear(message);
    await userEvent.type(message, 'Please add the management fee.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Declined: Northwind Fund 1 (Fund details)')).toBeInTheDocument();
    const rejects = requestsTo('/api/administration/approval/', 'POST');
    expect(rejects).toHaveLength(2);
    expect(rejects[1]?.path).toBe(`/api/administration/approval/reject/fundInfo/${itemId(1)}`);
    expect(JSON.parse(rejects[1]?.body ?? '')).toEqual({ reason: 'Incomplete fund terms', message: 'Please add the management fee.' });
    expect(await screen.findByRole('grid', { name: 'Funds approval items' })).toBeInTheDocument();
  });
});

it('shows a decided item read-only, with its decision, reason and message', async () => {
  const declined: ApprovalDetail = approvalDetail(3, {
    status: 'Declined',
    reason: 'Incomplete fund terms',
    message: 'Please add the management fee.\nThank you.',
    decidedAt: '2026-11-21T10:00:00.000Z',
    decidedBy: { id: '0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01', email: 'ops@fundnet.example', firstName: 'Ada', lastName: 'Moreau' },
  });
  detailReply = () => ({ json: declined });
  renderAt(`/admin/approvals/fundInfo/${itemId(3)}`, <AreaRoutes />);
  const decision = await screen.findByRole('region', { name: 'Decision' });
  expect(decision).toHaveTextContent('Declined');
  expect(decision).toHaveTextContent('Ada Moreau (ops@fundnet.example)');
  expect(decision).toHaveTextContent('21 Nov 2026, 10:00 UTC');
  expect(within(decision).getByText('Incomplete fund terms')).toBeInTheDocument();
  expect(within(decision).getByText(/Please add the management fee\.\s+Thank you\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
});

it('shows the profile’s status and the section in words, never a stored code or an id (issue 34 item 9)', async () => {
  isAdmin = true;
  detailReply = () => ({ json: approvalDetail(5, { profileStatus: 'pendingApproval', section: null }) });
  renderAt(`/admin/approvals/fundInfo/${itemId(5)}`, <AreaRoutes />);
  // Was "Northwind Fund 5 (fund, pendingApproval)".
  expect(await screen.findByText('Northwind Fund 5 (fund, in review)')).toBeInTheDocument();
  expect(screen.getAllByText('Whole profile').length).toBeGreaterThan(0);
  expectNoRawCodes(document.body.textContent);
});

it('says so when the item does not exist', async () => {
  detailReply = () => ({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This approval item does not exist.' } });
  renderAt(`/admin/approvals/investorInfo/${itemId(9)}`, <AreaRoutes />);
  expect(await screen.findByText('This approval item does not exist')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Back to approvals' })[0]).toHaveAttribute('href', '/admin/approvals?model=investorInfo');
});

it('links the overview to Approvals with the pending count', async () => {
  renderAt('/admin', <AreaRoutes />);
  expect(await screen.findByText('14 profile changes are waiting for a decision.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Review approvals (14 pending)' })).toHaveAttribute('href', '/admin/approvals');
});

it.each(['/admin/approvals', `/admin/approvals/fundInfo/${itemId(1)}`])('%s is for administrators only', async (path) => {
  isAdmin = false;
  renderAt(path, <AreaRoutes />);
  expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  expect(requestsTo('/api/administration/')).toHaveLength(0);
});

it('shows the labels of stored codes, years as typed and money with its currency', async () => {
  detailReply = () => ({
    json: approvalDetail(4, {
      sections: [
        {
          section: 'fund-details',
          published: {
            sectorFocus: ['fintech'],
            stageFocus: ['Seed'],
            vintageYear: 2025,
            targetFundSize: { value: 100_000_000, currency: 'EUR' },
          },
          working: {
            sectorFocus: ['fintech', 'climateTech'],
            stageFocus: ['Seed', 'SeriesA'],
            vintageYear: 2026,
            targetFundSize: { value: 120_000_000, currency: 'EUR' },
          },
          changes: [
            { field: 'sectorFocus', before: ['fintech'], after: ['fintech', 'climateTech'] },
            { field: 'stageFocus', before: ['Seed'], after: ['Seed', 'SeriesA'] },
            { field: 'vintageYear', before: 2025, after: 2026 },
            { field: 'targetFundSize', before: { value: 100_000_000, currency: 'EUR' }, after: { value: 120_000_000, currency: 'EUR' } },
          ],
        },
        {
          section: 'esg-impact',
          published: null,
          working: { sfdrClassification: 'article8' },
          changes: [{ field: 'sfdrClassification', before: null, after: 'article8' }],
        },
      ],
    }),
  });
  renderAt(`/admin/approvals/fundInfo/${itemId(4)}`, <AreaRoutes />);
  const table = await screen.findByRole('table', { name: 'Changes to Fund details' });
  expect(within(table).getByText('Climate tech')).toBeInTheDocument();
  expect(within(table).getByText('Series A')).toBeInTheDocument();
  expect(within(table).getByText('2026')).toBeInTheDocument();
  expect(within(table).getByText('120,000,000 EUR')).toBeInTheDocument();
  expect(within(table).queryByText('climateTech')).not.toBeInTheDocument();
  expect(within(table).queryByText('2,026')).not.toBeInTheDocument();
  const esg = screen.getByRole('table', { name: 'Changes to ESG and impact' });
  expect(within(esg).getByText('Article 8 (promotes E/S characteristics)')).toBeInTheDocument();
});
