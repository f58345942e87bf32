import { Alert, Button, DialogContent, DialogTitle, FormControlLabel, LinearProgress, Radio, RadioGroup, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { type ActiveProfile, useCreateDataRoomLink, useUploadDataRoomFile } from '@fundnet/api-client';
import { Form, SelectField, TextField, useValibotForm, FormDialog } from '@fundnet/design-system';
import { dataRoomItemSchema } from '@fundnet/validation-schema';

/**
 * What the dialog starts with: an upload (what people add nearly every time) with the platform's watermark
 * ("Confidential", medium, centred, 45°), since a room holds confidential documents; a room has no watermark setting
 * of its own. Both stay one click from changing; the schema still requires an answer to each.
 */
const addItemDefaults = {
  dataRoomAddType: 'upload' as const,
  fileName: '',
  linkName: '',
  linkUrl: '',
  dataRoomAddWatermark: true,
  watermarkOptions: { customWatermarkText: 'Confidential', watermarkSize: 24, watermarkPosition: 'center', watermarkRotation: 45 },
};

export interface AddItemDialogProps {
  open: boolean;
  onClose: () => void;
  profile: ActiveProfile;
  dataRoomId: string;
  parentId: string | null;
}

/**
 * The add-item form of forms §3/§5: upload a file (name, watermark yes/no and its options) or link a file
 * (name and URL). The messages are the spec's, from the shared schema. Uploads show their progress.
 */
export function AddItemDialog({ open, onClose, profile, dataRoomId, parentId }: AddItemDialogProps) {
  const form = useValibotForm(dataRoomItemSchema, { defaultValues: addItemDefaults });
  const [file, setFile] = useState<File | null>(null);
  // The name this dialog put in "File name" from the chosen file: a later file replaces it, a name the user typed stays.
  const autoName = useRef('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Both refresh the room's reads before they resolve.
  const createLink = useCreateDataRoomLink(profile);
  const upload = useUploadDataRoomFile(profile);
  const type = form.watch('dataRoomAddType');
  const watermark = form.watch('dataRoomAddWatermark');

  const close = () => {
    form.reset();
    autoName.current = '';
    setFile(null);
    setProgress(null);
    onClose();
  };

  return (
    <FormDialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-item-title">
      <DialogTitle id="add-item-title">Add to the data room</DialogTitle>
      <DialogContent>
        <Form
          form={form}
          submitLabel={type === 'link' ? 'Add link' : 'Upload'}
          actions={<Button onClick={close}>Cancel</Button>}
          onSubmit={async (values) => {
            if (values.dataRoomAddType === 'link') {
              await createLink.mutateAsync({
                dataRoomId,
                parentId,
                linkName: values.linkName ?? '',
                linkUrl: values.linkUrl ?? '',
              });
            } else {
              if (!file) {
                setFileError('Choose a file to upload');
                return;
              }
              setProgress(0);
              const size =
                ({ 14: 'small', 24: 'medium', 36: 'large' } as Record<number, string>)[values.watermarkOptions?.watermarkSize ?? 24] ??
                'medium';
              try {
                await upload.mutateAsync({
                  input: {
                    dataRoomId,
                    parentId,
                    fileName: values.fileName ?? file.name,
                    dataRoomAddWatermark: values.dataRoomAddWatermark === true,
                    watermarkOptions: values.dataRoomAddWatermark
                      ? {
                          customWatermarkText: values.watermarkOptions?.customWatermarkText ?? '',
                          watermarkSize: size,
                          watermarkPosition: values.watermarkOptions?.watermarkPosition ?? 'center',
                          watermarkRotation: values.watermarkOptions?.watermarkRotation ?? 45,
                        }
                      : null,
                    file,
                  },
                  onProgress: setProgress,
                });
              } finally {
                setProgress(null);
              }
            }
            close();
          }}
        >
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Controller
              control={form.control}
              name="dataRoomAddType"
              render={({ field, fieldState }) => (
                <div>
                  <RadioGroup
                    row
                    aria-label="What to add"
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  >
                    <FormControlLabel value="upload" control={<Radio />} label="Upload a file" />
                    <FormControlLabel value="link" control={<Radio />} label="Link a file" />
                  </RadioGroup>
                  {fieldState.error ? <Alert severity="error">{fieldState.error.message}</Alert> : null}
                </div>
              )}
            />
            {type === 'upload' ? (
              <>
                <Button variant="outlined" component="label">
                  {file ? `File: ${file.name}` : 'Choose a file'}
                  <input
                    hidden
                    type="file"
                    aria-label="File"
                    accept=".pdf,.png,.jpg,.jpeg,.docx,.xlsx,.pptx,.csv"
                    onChange={(event) => {
                      const chosen = event.target.files?.[0] ?? null;
                      setFile(chosen);
                      setFileError(null);
                      const current = form.getValues('fileName') ?? '';
                      if (chosen && (current === '' || current === autoName.current)) {
                        autoName.current = chosen.name.replace(/\.[^.]+$/, '');
                        form.setValue('fileName', autoName.current, { shouldValidate: form.formState.isSubmitted });
                      }
                    }}
                  />
                </Button>
                {fileError ? <Alert severity="error">{fileError}</Alert> : null}
                <TextField control={form.control} name="fileName" label="File name" />
                <Controller
                  control={form.control}
                  name="dataRoomAddWatermark"
                  render={({ field, fieldState }) => (
                    <div>
                      <RadioGroup
                        row
                        aria-label="Watermark"
                        value={field.value === null || field.value === undefined ? '' : String(field.value)}
                        onChange={(event) => field.onChange(event.target.value === 'true')}
                      >
                        <FormControlLabel value="true" control={<Radio />} label="Add a watermark" />
                        <FormControlLabel value="false" control={<Radio />} label="No watermark" />
                      </RadioGroup>
                      {fieldState.error ? <Alert severity="error">{fieldState.error.message}</Alert> : null}
                    </div>
                  )}
                />
                {watermark ? (
                  <Stack spacing={2}>
                    <TextField
                      control={form.control}
                      name="watermarkOptions.customWatermarkText"
                      label="Watermark text"
                      helperText="Shown with the reader’s e-mail, the UTC time and a view code."
                    />
                    <Stack direction="row" spacing={2}>
                      <SelectField
                        control={form.control}
                        name="watermarkOptions.watermarkSize"
                        label="Size"
                        options={[
                          { value: 14, label: 'Small' },
                          { value: 24, label: 'Medium' },
                          { value: 36, label: 'Large' },
                        ]}
                      />
                      <SelectField
                        control={form.control}
                        name="watermarkOptions.watermarkPosition"
                        label="Position"
                        options={[
                          { value: 'center', label: 'Centre' },
                          { value: 'top', label: 'Top' },
                          { value: 'bottom', label: 'Bottom' },
                        ]}
                      />
                      <SelectField
                        control={form.control}
                        name="watermarkOptions.watermarkRotation"
                        label="Rotation"
                        options={[
                          { value: 0, label: '0°' },
                          { value: 45, label: '45°' },
                          { value: -45, label: '−45°' },
                          { value: 90, label: '90°' },
                        ]}
                      />
                    </Stack>
                  </Stack>
                ) : null}
                {progress !== null ? (
                  <div>
                    <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
                    <span>{Math.round(progress * 100)} %</span>
                  </div>
                ) : null}
              </>
            ) : null}
            {type === 'link' ? (
              <>
                <TextField control={form.control} name="linkName" label="Link name" />
                <TextField control={form.control} name="linkUrl" label="Url" placeholder="https://" />
              </>
            ) : null}
          </Stack>
        </Form>
      </DialogContent>
    </FormDialog>
  );
}
