import { type ActiveProfile, useRequestIntroduction } from '@fundnet/api-client';
import { Form, SectionCard, TextField, useNotify, useValibotForm } from '@fundnet/design-system';
import { formObject, INTRODUCTION_MESSAGE_MAX_LENGTH, INTRODUCTION_TTL_DAYS, requestIntroductionBody } from '@fundnet/validation-schema';
import { Button } from '@mui/material';
import type { IntroductionTarget } from './introduction-target';

const messageForm = formObject({ message: requestIntroductionBody.entries.message });

export interface RequestIntroductionFormProps {
  profile: ActiveProfile;
  target: IntroductionTarget;
  onDone: () => void;
}

/** Asks for an introduction to `target` with a message (POST api/introduction). */
export function RequestIntroductionForm({ profile, target, onDone }: RequestIntroductionFormProps) {
  const notify = useNotify();
  const form = useValibotForm(messageForm, { defaultValues: { message: '' } });
  const request = useRequestIntroduction(profile);
  const who = target.name ?? 'this profile';
  return (
    <SectionCard
      title={`Request an introduction to ${who}`}
      subtitle={`Their owner receives your message privately and decides within ${INTRODUCTION_TTL_DAYS} days. Only if they accept do you both receive each other's contact by e-mail.`}
    >
      <Form
        form={form}
        aria-label="Request an introduction"
        submitLabel="Send the request"
        actions={<Button onClick={onDone}>Cancel</Button>}
        onSubmit={async ({ message }) => {
          await request.mutateAsync({ [target.key]: target.id, message });
          notify.success(`Introduction requested. ${who} will be asked privately.`);
          onDone();
        }}
      >
        <TextField
          name="message"
          label="Message"
          required
          multiline
          minRows={4}
          maxLength={INTRODUCTION_MESSAGE_MAX_LENGTH}
          helperText="Say who you are and why you would like to be introduced."
        />
      </Form>
    </SectionCard>
  );
}
