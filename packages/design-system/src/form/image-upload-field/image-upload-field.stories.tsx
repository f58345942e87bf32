import { ApiError } from '@fundnet/api-client';
import { imageTooLargeMessage, optionalString } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { ImageUploadField } from './image-upload-field';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

// Storybook runs without the API: these uploads keep the picked file in the browser (a data: URL) after a short delay.
const readAsDataUrl = (file: File) =>
  new Promise<{ url: string }>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => setTimeout(() => resolve({ url: String(reader.result) }), 800);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

const tooLarge = () =>
  Promise.reject(new ApiError({ kind: 'http', status: 413, error: 'Payload Too Large', message: imageTooLargeMessage(10 * 1024 * 1024) }));

const sample = 'https://images.example/logo.png';
const inForm = (logo: string) => [withForm({ schema: v.object({ logo: optionalString() }), defaultValues: { logo } })];

const docs = componentDocs({
  purpose:
    "An image (a logo, a photo) uploaded as soon as it is picked or dropped, with a preview, progress, the server's refusal and a way to give a web address instead.",
  do: [
    'Say the accepted formats and the size limit in the helper text.',
    'Set `purpose` to `logo` for logos, so the server files the image as one.',
  ],
  dont: [
    "Don't use it for documents (PDFs, decks): those go to the data room.",
    "Don't hide the remove action: a person must be able to take an image back.",
  ],
});

const meta = {
  title: 'Form/ImageUploadField',
  component: ImageUploadField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    purpose: {
      control: 'radio',
      options: ['logo', 'image'],
      description: 'What the image is for: a logo or any other image (the server stores each kind in its place).',
    },
    upload: { control: false },
    uploadByUrl: { control: false },
  },
  args: {
    name: 'logo',
    label: 'Logo',
    purpose: 'logo',
    helperText: 'PNG, JPEG, WebP or GIF, at most 10 MB.',
    upload: readAsDataUrl,
    uploadByUrl: (url: string) => new Promise<{ url: string }>((resolve) => setTimeout(() => resolve({ url }), 800)),
  },
} satisfies Meta<typeof ImageUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick or drop an image: it is "uploaded" and previewed; the form value becomes its URL. */
export const Empty: Story = { decorators: inForm('') };

/** The server refuses the file: its message (here the 413 of a too large image) is shown under the field. */
export const UploadRefused: Story = { decorators: inForm(''), args: { upload: tooLarge } };

export const WithImage: Story = { decorators: inForm(sample) };

/** WCAG 1.4.3 exempts the text of an inactive control: its greyed legend and help are meant to read as unavailable. */
export const Disabled: Story = {
  decorators: inForm(sample),
  args: { disabled: true },
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
};
