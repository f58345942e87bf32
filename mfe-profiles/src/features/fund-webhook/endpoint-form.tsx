import { type ActiveProfile, useCreateFundWebhook } from '@fundnet/api-client';
import { Form, type FormSchema, MultiSelectChips, TextField, useValibotForm } from '@fundnet/design-system';
import {
  type CreateFundWebhookInput,
  createFundWebhookBody,
  type FundWebhookSecretReply,
  fundWebhookEventLabels,
  fundWebhookEventTypes,
} from '@fundnet/validation-schema';

export const eventOptions = fundWebhookEventTypes.map((value) => ({ value, label: fundWebhookEventLabels[value] }));

/** Adds an endpoint: an https address, the events it hears about, and a note for the team. */
export function EndpointForm({ profile, onCreated }: { profile: ActiveProfile; onCreated: (reply: FundWebhookSecretReply) => void }) {
  const create = useCreateFundWebhook(profile);
  const form = useValibotForm(createFundWebhookBody as unknown as FormSchema, {
    defaultValues: { url: '', description: '', events: [] },
  });
  return (
    <Form
      form={form}
      submitLabel="Add endpoint"
      onSubmit={async (values) => {
        const input = values as CreateFundWebhookInput;
        onCreated(await create.mutateAsync({ url: input.url, description: input.description || null, events: input.events }));
        form.reset({ url: '', description: '', events: [] });
      }}
    >
      <TextField name="url" label="Endpoint address" placeholder="https://crm.example.com/fundnet" required />
      <MultiSelectChips name="events" label="Events" options={eventOptions} required />
      <TextField name="description" label="Description (optional)" placeholder="Our CRM" />
    </Form>
  );
}
