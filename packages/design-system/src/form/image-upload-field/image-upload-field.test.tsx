/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
// The field with its default uploads: the api-client's real calls against a real local HTTP server.
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { imageTooLargeMessage, optionalString, uploadMessages } from '@fundnet/validation-schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { ImageUploadField } from './image-upload-field';

jest.setTimeout(30_000);

const schema = v.object({ logo: optionalString() });
const stored = 'http://files.test/api/upload/file?key=0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01&v=1';

let server: TestServer;
let reply: (request: RecordedRequest) => TestReply | Promise<TestReply>;

beforeAll(async () => {
  server = await startTestServer((request) => reply(request));
  apiClient.configure({ baseUrl: server.url });
  sessionStore.setToken('token-1');
});
afterAll(async () => {
  sessionStore.clearSession();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  reply = () => ({
    status: 201,
    json: {
      key: '0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01',
      url: stored,
      contentType: 'image/png',
      size: 4,
      originalName: 'logo.png',
      visibility: 'public',
      purpose: 'logo',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  });
});

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const user = () => userEvent.setup({ delay: null });

function renderField(defaultValue = '', onSubmit = jest.fn()) {
  renderInForm(<ImageUploadField name="logo" label="Logo" purpose="logo" helperText="PNG, JPEG, WebP or GIF" />, {
    schema,
    defaultValues: { logo: defaultValue },
    onSubmit,
  });
  return onSubmit;
}

it('uploads a chosen file as a logo, previews it and stores its URL in the form', async () => {
  const onSubmit = renderField();
  await user().upload(screen.getByLabelText('Logo: choose an image file'), png());

  expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', stored);
  const [request] = server.requests;
  expect(request).toMatchObject({ method: 'POST', path: '/api/upload' });
  expect(request!.body).toMatch(/name="purpose"\r\n\r\nlogo\r\n[\s\S]*name="file"; filename="logo.png"/);

  await user().click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ logo: stored }, expect.anything()));
});

it('shows the upload under way', async () => {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const original = reply;
  reply = async (request) => {
    await answered;
    return original(request);
  };
  renderField();
  await user().upload(screen.getByLabelText('Logo: choose an image file'), png());
  expect(await screen.findByRole('status')).toHaveTextContent('Uploading logo.png…');
  expect(screen.getByRole('button', { name: 'Choose an image' })).toBeDisabled();
  release();
  expect(await screen.findByRole('img', { name: 'Logo preview' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it.each([
  [413, 'Payload Too Large', imageTooLargeMessage(10 * 1024 * 1024)],
  [415, 'Unsupported Media Type', uploadMessages.imageRequired],
])('shows the server’s %s message and keeps the value', async (status, error, message) => {
  reply = () => ({ status, json: { statusCode: status, error, message } });
  const onSubmit = renderField('https://old.example/logo.png');
  await user().upload(screen.getByLabelText('Logo: choose an image file'), png());
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'https://old.example/logo.png');
  await user().click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ logo: 'https://old.example/logo.png' }, expect.anything()));
});

it('uploads a file dropped on the field', async () => {
  renderField();
  const dropzone = screen.getByText('Drop an image here, or').closest('[data-testid$="-dropzone"]')!;
  fireEvent.dragOver(dropzone, { dataTransfer: { files: [png()] } });
  fireEvent.drop(dropzone, { dataTransfer: { files: [png()] } });
  expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', stored);
  expect(server.requests.map((r) => r.path)).toEqual(['/api/upload']);
});

it('removes the image: the form sends null', async () => {
  const onSubmit = renderField(stored);
  await user().click(screen.getByRole('button', { name: 'Remove image' }));
  expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ logo: null }, expect.anything()));
});

it('copies an image from a pasted address through upload/getByUrl, and shows why an address fails', async () => {
  reply = (request) =>
    JSON.parse(request.body).url.includes('10.0.0.1')
      ? {
          status: 422,
          json: {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: uploadMessages.urlNotAllowed,
            errors: { url: [uploadMessages.urlNotAllowed] },
          },
        }
      : {
          status: 201,
          json: {
            key: 'k',
            url: stored,
            contentType: 'image/png',
            size: 4,
            originalName: 'a.png',
            visibility: 'public',
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        };
  const onSubmit = renderField();
  await user().click(screen.getByRole('button', { name: 'Use an image address' }));
  const address = screen.getByLabelText('Logo address');
  await user().type(address, 'http://10.0.0.1/logo.png{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.urlNotAllowed);
  expect(onSubmit).not.toHaveBeenCalled();

  await user().clear(address);
  await user().type(address, 'https://northwind.example/logo.png');
  await user().click(screen.getByRole('button', { name: 'Use this address' }));
  expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', stored);
  const copy = server.requests.at(-1)!;
  expect(copy).toMatchObject({ method: 'POST', path: '/api/upload/getByUrl' });
  expect(JSON.parse(copy.body)).toEqual({ url: 'https://northwind.example/logo.png', purpose: 'logo' });
  await user().click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ logo: stored }, expect.anything()));
});

it('can be given its own upload (e.g. for a private store)', async () => {
  const upload = jest.fn(async (file: File) => ({ url: `https://cdn.example/${file.name}` }));
  renderInForm(<ImageUploadField name="logo" label="Photo" upload={upload} />, { schema, defaultValues: { logo: '' } });
  await user().upload(screen.getByLabelText('Photo: choose an image file'), png());
  expect(await screen.findByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', 'https://cdn.example/logo.png');
  expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'logo.png' }), 'image');
  expect(server.requests).toHaveLength(0);
});
