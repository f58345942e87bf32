import { type ActiveProfile, type ProfileNdaReply, useSaveNdaDocument, useUploadPrivateFile } from '@fundnet/api-client';
import { apiErrorMessage, Form, SectionCard, TextField, useNotify, useValibotForm } from '@fundnet/design-system';
import { NDA_TEXT_MAX_LENGTH, ndaDocumentBody, type NdaDocumentInput, profileNdaMessages } from '@fundnet/validation-schema';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Alert, Box, Button, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { formatDateTime } from './nda-dates';

/** What the current version is: its number, when and by whom, or the standard terms. */
function versionLine(reply: ProfileNdaReply): string {
  if (!reply.nda) return 'No NDA of your own yet: visitors accept Fundnet’s standard confidentiality terms (below).';
  const by = reply.nda.createdBy ? ` by ${reply.nda.createdBy.firstName} ${reply.nda.createdBy.lastName}` : '';
  return `Version ${reply.nda.version}, saved ${formatDateTime(reply.nda.createdAt)}${by}. Each save makes a new version; earlier acceptances keep theirs.`;
}

/** The NDA document: its text and/or PDF. Owners and admins save new versions; others read it. */
export function NdaDocumentCard({ profile, reply, canEdit }: { profile: ActiveProfile; reply: ProfileNdaReply; canEdit: boolean }) {
  return (
    <SectionCard title="Your NDA" subtitle={versionLine(reply)}>
      {canEdit ? <NdaDocumentForm profile={profile} reply={reply} /> : <NdaDocumentView reply={reply} />}
    </SectionCard>
  );
}

function NdaDocumentView({ reply }: { reply: ProfileNdaReply }) {
  return (
    <Stack spacing={2}>
      <Alert severity="info">Owners and admins change the NDA: it is a legal document of your company.</Alert>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{reply.nda?.text ?? reply.standardText}</Typography>
      {reply.nda?.document && (
        <Link href={reply.nda.document.url} target="_blank" rel="noopener noreferrer">
          Open {reply.nda.document.name} (PDF)
        </Link>
      )}
    </Stack>
  );
}

const valuesOf = (reply: ProfileNdaReply): NdaDocumentInput => ({
  text: reply.nda?.text ?? '',
  documentKey: reply.nda?.document?.key ?? null,
});

function NdaDocumentForm({ profile, reply }: { profile: ActiveProfile; reply: ProfileNdaReply }) {
  const notify = useNotify();
  const form = useValibotForm(ndaDocumentBody, { defaultValues: valuesOf(reply) });
  const save = useSaveNdaDocument(profile);
  const upload = useUploadPrivateFile();
  const [fileName, setFileName] = useState<string | null>(reply.nda?.document?.name ?? null);
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();

  return (
    <Form
      form={form}
      submitLabel="Save the NDA"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values);
        form.reset(valuesOf(saved));
        setFileName(saved.nda?.document?.name ?? null);
        notify.success(`NDA saved as version ${saved.nda?.version ?? 1}.`);
      }}
    >
      <TextField
        name="text"
        label="NDA text"
        multiline
        minRows={6}
        helperText={`What visitors read before accepting (at most ${NDA_TEXT_MAX_LENGTH.toLocaleString('en')} characters). Leave it empty when the PDF says it all.`}
      />
      <Controller
        control={form.control}
        name="documentKey"
        render={({ field, fieldState }) => (
          <Box>
            <Typography variant="subtitle2" component="p" id={`${helpId}-label`}>
              NDA as a PDF
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
              {field.value && fileName ? (
                <>
                  <PictureAsPdfOutlined color="action" aria-hidden />
                  <Typography>{fileName}</Typography>
                  <Button
                    size="small"
                    onClick={() => {
                      field.onChange(null);
                      setFileName(null);
                    }}
                  >
                    Remove the PDF
                  </Button>
                </>
              ) : (
                <Typography color="text.secondary">No PDF</Typography>
              )}
              <Button variant="outlined" size="small" loading={upload.isPending} onClick={() => input.current?.click()} ref={field.ref}>
                {field.value ? 'Replace the PDF' : 'Upload a PDF'}
              </Button>
              <input
                ref={input}
                type="file"
                accept=".pdf,application/pdf"
                hidden
                aria-labelledby={`${helpId}-label`}
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (!file) return;
                  form.clearErrors('documentKey');
                  try {
                    const uploaded = await upload.mutateAsync({ file, purpose: 'document' });
                    if (uploaded.contentType !== 'application/pdf') {
                      form.setError('documentKey', { type: 'client', message: profileNdaMessages.documentNotPdf });
                      return;
                    }
                    field.onChange(uploaded.key);
                    setFileName(uploaded.originalName);
                  } catch (error) {
                    form.setError('documentKey', { type: 'server', message: apiErrorMessage(error) ?? 'The upload failed.' });
                  }
                }}
              />
            </Stack>
            <FormHelperText error={Boolean(fieldState.error)}>
              {fieldState.error?.message ?? 'Visitors open it through a link that works for a few minutes; the file itself stays private.'}
            </FormHelperText>
          </Box>
        )}
      />
      {!reply.nda && (
        <Alert severity="info">
          <Typography variant="body2" sx={{ mb: 1 }}>
            Until you save an NDA, visitors accept these standard terms:
          </Typography>
          <Typography variant="body2">{reply.standardText}</Typography>
        </Alert>
      )}
    </Form>
  );
}
