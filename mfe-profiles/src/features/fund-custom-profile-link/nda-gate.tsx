import { ApiError, confirmShareLinkNda, signShareLinkNda, type VisitorLinkState } from '@fundnet/api-client';
import { CheckboxField, Form, type FormSchema, SectionCard, TextField, useNotify, useValibotForm } from '@fundnet/design-system';
import { NDA_SIGNER_NAME_MAX_LENGTH, shareLinkNdaMessages } from '@fundnet/validation-schema';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import * as v from 'valibot';
import { SignaturePad } from './signature-pad';

/**
 * The NDA step of a share link (issue 35, ADR 0082). Click-through links ask for a click; signature links ask for the
 * visitor's typed full name (the signature), an optional drawing and their agreement, and the server writes a signed
 * PDF with a certificate. Either way the version is shown and the fund keeps a permanent record.
 */
export function NdaGate({
  state,
  token,
  onState,
  onStale,
}: {
  state: VisitorLinkState;
  token: string;
  onState: (state: VisitorLinkState) => void;
  /** The NDA changed while the visitor read it: show the new one. */
  onStale: () => void;
}) {
  const fund = state.link.profile.name;
  const nda = state.nda;
  const signing = nda?.mode === 'signature';
  return (
    <SectionCard
      title={signing ? 'Sign the non-disclosure agreement' : 'Accept the non-disclosure agreement'}
      subtitle={`${fund} shares this profile under its NDA.`}
    >
      <Typography variant="overline" component="p" color="text.secondary">
        {nda?.version ? `NDA version ${nda.version}` : 'Fundnet standard confidentiality terms'}
      </Typography>
      <Box
        sx={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
        tabIndex={0}
        role="region"
        aria-label="NDA text"
      >
        {nda?.text || 'The NDA is attached as a document; the fund sends it on request.'}
      </Box>
      {signing ? (
        <SignForm state={state} token={token} onState={onState} onStale={onStale} />
      ) : (
        <ClickThrough state={state} token={token} onState={onState} />
      )}
    </SectionCard>
  );
}

function ClickThrough({ state, token, onState }: { state: VisitorLinkState; token: string; onState: (state: VisitorLinkState) => void }) {
  const [accepting, setAccepting] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failed}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={accepting}
          onClick={async () => {
            setAccepting(true);
            try {
              onState(await confirmShareLinkNda(token));
            } catch (caught) {
              setFailed(caught instanceof ApiError ? caught.message : 'The NDA could not be accepted. Try again.');
            } finally {
              setAccepting(false);
            }
          }}
        >
          I accept the NDA
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {state.email ? `You accept as ${state.email}. ` : ''}The fund sees who accepted which version and when.
      </Typography>
    </>
  );
}

const signForm = v.object({
  fullName: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(shareLinkNdaMessages.fullNameRequired),
    v.maxLength(NDA_SIGNER_NAME_MAX_LENGTH, shareLinkNdaMessages.fullNameTooLong),
  ),
  agree: v.literal(true, shareLinkNdaMessages.agreeRequired),
});

function SignForm({
  state,
  token,
  onState,
  onStale,
}: {
  state: VisitorLinkState;
  token: string;
  onState: (state: VisitorLinkState) => void;
  onStale: () => void;
}) {
  const notify = useNotify();
  const form = useValibotForm(signForm as unknown as FormSchema, { defaultValues: { fullName: '', agree: false } });
  const [drawing, setDrawing] = useState<string | null>(null);
  return (
    <Form
      form={form}
      submitLabel="Sign the NDA"
      onSubmit={async (values) => {
        const { fullName } = values as { fullName: string };
        const signed = await signShareLinkNda(token, { version: state.nda?.version ?? null, fullName, signature: drawing, agree: true });
        notify.success(
          state.email
            ? `NDA signed. A copy with its certificate is on its way to ${state.email}.`
            : 'NDA signed. The fund keeps the signed copy.',
        );
        onState(signed);
      }}
      onSubmitError={(error) => {
        if (error instanceof ApiError && error.status === 409) onStale();
      }}
    >
      <TextField name="fullName" label="Your full name" required autoComplete="name" helperText="Typing your full name signs the NDA." />
      <SignaturePad onChange={setDrawing} />
      <CheckboxField name="agree" label={`I have read this NDA and sign it${state.email ? ` as ${state.email}` : ''}.`} required />
      <Typography variant="body2" color="text.secondary">
        The fund receives the signed PDF with a certificate page: the NDA version and its hash, your name, e-mail, IP address, browser and
        the time (UTC).
      </Typography>
    </Form>
  );
}
