/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
// Image fields of the profile sections (logos, key people's photos) upload through POST api/upload and store the URL.
import type { TestReply } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { imageTooLargeMessage } from '@fundnet/validation-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { providerKind } from '../service-provider';
import { ownerViewOf, publicProfileOf, sectionState, useProfileTestServer } from './testing';

jest.setTimeout(30_000);

const provider = { id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1013', name: 'Lumen Legal', slug: 'lumen-legal' };
const yourDetails = {
  serviceProviderEntity: 'Lumen Legal LLP',
  companyName: 'Lumen Legal',
  headquarterLocation: 'London',
  type: 'legal',
  url: 'https://lumen.example',
  logo: null,
  headline: 'Fund formation lawyers',
  links: null,
};
const stored = 'http://127.0.0.1/api/upload/file?key=0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01&v=1';
const uploaded: TestReply = {
  status: 201,
  json: {
    key: '0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01',
    url: stored,
    contentType: 'image/png',
    size: 4,
    originalName: 'logo.png',
    visibility: 'public',
    purpose: 'logo',
    createdAt: '2026-05-01T10:00:00.000Z',
  },
};

let replies: Record<string, () => TestReply>;
const server = useProfileTestServer({ id: provider.id, type: 'serviceProvider' }, () => replies);
beforeEach(() => {
  replies = {
    'GET /api/service-provider': () => ({
      json: ownerViewOf(providerKind, { ...provider, status: 'draft' }, [sectionState('your-details', yourDetails)]),
    }),
    'GET /api/service-provider/density': () => ({ json: { density: 40, sections: [] } }),
    'PATCH /api/service-provider/edit/your-details': () => ({ json: sectionState('your-details', yourDetails) }),
    'POST /api/upload': () => uploaded,
  };
});

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const patchBody = () => JSON.parse(server.patches().at(-1)?.body ?? '{}');

it('uploads a chosen logo and saves its URL with the section', async () => {
  renderAt('/serviceProvider/edit#your-details', <AreaRoutes />);
  const form = await screen.findByRole('form', { name: 'Your details' });
  await userEvent.upload(within(form).getByLabelText('Logo: choose an image file'), png());

  expect(await within(form).findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', stored);
  const upload = server.requests.find((request) => request.path === '/api/upload');
  expect(upload?.body).toMatch(/name="purpose"\r\n\r\nlogo\r\n/);
  // Uploads act as no profile: the file belongs to the person.
  expect(upload?.headers['meta-profile-id']).toBeUndefined();

  await userEvent.click(within(form).getByRole('button', { name: 'Save your details' }));
  await waitFor(() => expect(server.patches()).toHaveLength(1));
  expect(patchBody()).toMatchObject({ logo: stored, companyName: 'Lumen Legal' });
});

it('shows why the server refused the file and saves the logo unchanged', async () => {
  const message = imageTooLargeMessage(10 * 1024 * 1024);
  replies['POST /api/upload'] = () => ({ status: 413, json: { statusCode: 413, error: 'Payload Too Large', message } });
  renderAt('/serviceProvider/edit#your-details', <AreaRoutes />);
  const form = await screen.findByRole('form', { name: 'Your details' });
  await userEvent.upload(within(form).getByLabelText('Logo: choose an image file'), png());
  expect(await within(form).findByText(message)).toBeInTheDocument();

  await userEvent.click(within(form).getByRole('button', { name: 'Save your details' }));
  await waitFor(() => expect(server.patches()).toHaveLength(1));
  expect(patchBody().logo).toBeNull();
});

it('uploads a key person’s photo as an image in a list row', async () => {
  replies['GET /api/service-provider'] = () => ({
    json: ownerViewOf(providerKind, { ...provider, status: 'draft' }, [
      sectionState('service-provider-details', { keyPeople: [{ name: 'Ada Moreau', position: 'Partner' }] }),
    ]),
  });
  replies['PATCH /api/service-provider/edit/service-provider-details'] = () => ({ json: sectionState('service-provider-details', {}) });
  renderAt('/serviceProvider/edit#service-provider-details', <AreaRoutes />);
  const row = await screen.findByRole('group', { name: 'Key person 1' });
  await userEvent.upload(within(row).getByLabelText('Photo: choose an image file'), png());
  expect(await within(row).findByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', stored);
  expect(server.requests.find((request) => request.path === '/api/upload')?.body).toMatch(/name="purpose"\r\n\r\nimage\r\n/);
});

it('shows the published logo as an image on the public page', async () => {
  replies[`GET /api/service-provider/public/${provider.slug}`] = () => ({
    json: publicProfileOf(provider, { 'your-details': { ...yourDetails, logo: stored } }),
  });
  renderAt(`/serviceProvider/${provider.slug}`, <AreaRoutes />);
  // The logo heads the page, beside the name.
  expect(await screen.findByRole('img', { name: `${provider.name} logo` })).toHaveAttribute('src', stored);
});
