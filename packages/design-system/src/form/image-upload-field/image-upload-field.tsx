import { isApiError, uploadFile, uploadFileByUrl } from '@fundnet/api-client';
import { UPLOAD_IMAGE_ACCEPT, type UploadPurpose } from '@fundnet/validation-schema';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Box,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  LinearProgress,
  TextField as MuiTextField,
  Stack,
  Typography,
} from '@mui/material';
import { type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { describedBy, type FieldProps } from '../internal/field-props';
import { useFormField } from '../internal/use-form-field';

/** What an upload resolves with: the file's public address (the value the form stores). */
export interface UploadedImage {
  url: string;
}

export type ImageUploadFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = FieldProps<TFieldValues, TName> & {
  /** What the image is: 'logo' or 'image' (both must be images; the server decides by the content). Default 'image'. */
  purpose?: Extract<UploadPurpose, 'logo' | 'image'>;
  /** Stores a chosen or dropped file. Default: the public upload of the api-client (POST api/upload). */
  upload?: (file: File, purpose: Extract<UploadPurpose, 'logo' | 'image'>) => Promise<UploadedImage>;
  /** Copies an image from a web address. Default: POST api/upload/getByUrl, so the profile never hot-links a foreign site. */
  uploadByUrl?: (url: string, purpose: Extract<UploadPurpose, 'logo' | 'image'>) => Promise<UploadedImage>;
  /** `accept` of the file input (default: the image kinds the server accepts). */
  accept?: string;
};

type Purpose = Extract<UploadPurpose, 'logo' | 'image'>;

const defaultUpload = (file: File, purpose: Purpose) => uploadFile({ file, purpose }) as Promise<UploadedImage>;
const defaultUploadByUrl = (url: string, purpose: Purpose) => uploadFileByUrl({ url, purpose }) as Promise<UploadedImage>;

/** The person-readable reason of a failed upload: the server's message (413 too large, 415 not an image, 422 bad address). */
function failureMessage(error: unknown, field: 'file' | 'url'): string {
  if (isApiError(error)) {
    return error.fieldErrors[field]?.[0] ?? error.fieldErrors.url?.[0] ?? error.message;
  }
  return field === 'url'
    ? 'The image could not be copied from this address. Please try again.'
    : 'The image could not be uploaded. Please try again.';
}

/**
 * An image (logo, photo) bound to react-hook-form: pick a file or drop it on the field, and it is uploaded at
 * once; the form value is the uploaded file's public URL (a string, '' when empty), the same shape as a typed
 * URL, so contracts do not change. Shows the preview, the upload under way, the server's refusal, and lets the
 * person remove the image or give a web address instead (the server copies that image).
 *
 * Progress is shown without a percentage: fetch reports no upload progress over HTTP/1.1 (a streamed request
 * body, which ky's onUploadProgress needs, is refused by browsers there).
 */
export function ImageUploadField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({
  name,
  control,
  label,
  helperText,
  required,
  disabled,
  id,
  purpose = 'image',
  upload = defaultUpload,
  uploadByUrl = defaultUploadByUrl,
  accept = UPLOAD_IMAGE_ACCEPT,
}: ImageUploadFieldProps<TFieldValues, TName>) {
  const {
    field,
    errorMessage,
    id: inputId,
    helperTextId,
  } = useFormField<TFieldValues, TName>({ name, control, id, component: 'ImageUploadField' });
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [urlMode, setUrlMode] = useState(false);
  const [address, setAddress] = useState('');
  const attempt = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const off = disabled ?? field.disabled ?? false;
  const statusId = `${inputId}-status`;
  const shownError = failure ?? errorMessage;

  // The latest attempt wins: a result of an earlier file arriving late is dropped.
  async function store(what: string, run: () => Promise<UploadedImage>, failureField: 'file' | 'url') {
    const mine = ++attempt.current;
    setBusy(what);
    setFailure(null);
    try {
      const uploaded = await run();
      if (mine !== attempt.current) return;
      field.onChange(uploaded.url);
      field.onBlur();
      setUrlMode(false);
      setAddress('');
    } catch (error) {
      if (mine === attempt.current) setFailure(failureMessage(error, failureField));
    } finally {
      if (mine === attempt.current) setBusy(null);
    }
  }

  const chooseFile = (file: File | undefined) => {
    if (!file || off) return;
    void store(`Uploading ${file.name}…`, () => upload(file, purpose), 'file');
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    chooseFile(event.dataTransfer.files?.[0]);
  };

  const copyFromAddress = () => {
    const url = address.trim();
    if (!url) {
      setFailure('Enter the address of the image');
      return;
    }
    void store('Copying the image from the address…', () => uploadByUrl(url, purpose), 'url');
  };

  return (
    <FormControl
      component="fieldset"
      error={Boolean(shownError)}
      required={required}
      disabled={off}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      aria-describedby={describedBy(shownError || helperText ? helperTextId : null, busy ? statusId : null)}
    >
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box
        data-testid={`${inputId}-dropzone`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!off) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
          p: 1.5,
          border: 1,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: dragging ? 'primary.main' : shownError ? 'error.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <Box
          sx={{
            width: 80,
            height: 80,
            flexShrink: 0,
            borderRadius: 1,
            bgcolor: 'action.hover',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {value ? (
            <Box
              component="img"
              src={value}
              alt={`${typeof label === 'string' ? label : 'Image'} preview`}
              sx={{ maxWidth: '100%', maxHeight: '100%' }}
            />
          ) : (
            <ImageOutlined color="disabled" aria-hidden />
          )}
        </Box>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="body2" color="text.secondary">
            {value ? 'Drop another image here to replace it, or' : 'Drop an image here, or'}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<UploadFileOutlined />}
              disabled={off || busy !== null}
              onClick={() => fileInput.current?.click()}
            >
              {value ? 'Choose another image' : 'Choose an image'}
            </Button>
            {!urlMode && (
              <Button
                variant="text"
                size="small"
                startIcon={<LinkOutlined />}
                disabled={off || busy !== null}
                onClick={() => setUrlMode(true)}
              >
                Use an image address
              </Button>
            )}
            {value && (
              <Button
                variant="text"
                size="small"
                color="error"
                disabled={off || busy !== null}
                onClick={() => {
                  attempt.current++;
                  setFailure(null);
                  field.onChange('');
                  field.onBlur();
                }}
              >
                Remove image
              </Button>
            )}
          </Stack>
          <input
            ref={(element) => {
              fileInput.current = element;
              field.ref(element);
            }}
            id={inputId}
            name={field.name}
            type="file"
            accept={accept}
            aria-label={`${typeof label === 'string' ? label : 'Image'}: choose an image file`}
            disabled={off}
            hidden
            onChange={(event) => {
              chooseFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Stack>
      </Box>
      {urlMode && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}>
          <MuiTextField
            size="small"
            label={`${typeof label === 'string' ? label : 'Image'} address`}
            placeholder="https://"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event: KeyboardEvent) => {
              // Enter would submit the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                copyFromAddress();
              }
            }}
            disabled={off || busy !== null}
            slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'none' } }}
            sx={{ flex: 1 }}
          />
          <Button variant="outlined" onClick={copyFromAddress} disabled={off || busy !== null}>
            Use this address
          </Button>
          <Button
            variant="text"
            onClick={() => {
              setUrlMode(false);
              setAddress('');
              setFailure(null);
            }}
          >
            Cancel
          </Button>
        </Stack>
      )}
      {busy && (
        <Box id={statusId} role="status" sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {busy}
          </Typography>
          <LinearProgress aria-label={busy} />
        </Box>
      )}
      {(shownError || helperText) && (
        <FormHelperText id={helperTextId} role={shownError ? 'alert' : undefined}>
          {shownError ?? helperText}
        </FormHelperText>
      )}
      {value && !busy && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          Stored at {value}
        </Typography>
      )}
    </FormControl>
  );
}
