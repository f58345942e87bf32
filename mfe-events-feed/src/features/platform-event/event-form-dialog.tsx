import { type PlatformEvent, type PlatformEventInput, useCreatePlatformEvent, useUpdatePlatformEvent } from '@fundnet/api-client';
import {
  Form,
  ImageUploadField,
  MultiSelectChips,
  SelectField,
  TextField,
  UrlField,
  useNotify,
  useValibotForm,
  FormDialog,
} from '@fundnet/design-system';
import {
  currencyOptions,
  eventFormatOptions,
  eventTypeOptions,
  geographyOptions,
  platformEventBody,
  stakeholderTypeOptions,
  strategyTypeOptions,
  timezoneOptions,
} from '@fundnet/validation-schema';
import {
  Autocomplete,
  Button,
  Chip,
  DialogContent,
  DialogTitle,
  Divider,
  Grid,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

const URL_FIELDS: Array<[keyof PlatformEventInput & string, string]> = [
  ['hostUrl', 'Host website'],
  ['eventUrl', 'Event website'],
  ['attendeesListURL', 'Attendees list'],
  ['lpAttendingListUrl', 'LPs attending list'],
  ['gpAttendingListUrl', 'GPs attending list'],
  ['otherAttendingListUrl', 'Others attending list'],
  ['lpTicketDetailsUrl', 'LP ticket details'],
  ['gpTicketDetailsUrl', 'GP ticket details'],
  ['buyTicketsServiceUrl', 'Buy tickets'],
];

const timezoneSelect = timezoneOptions.map(({ value, label }) => ({ value, label }));

/** The form's values of an existing event (or empty ones for a new event / side event). */
function defaultsOf(event: PlatformEvent | null, mainEventId: string | null): PlatformEventInput {
  if (!event) {
    return {
      isSideEvent: mainEventId !== null,
      mainEventId: mainEventId ?? '',
      eventImageOriginal: '',
      eventName: '',
      eventType: '' as never,
      eventFormat: '' as never,
      stakeholderType: [],
      eventStartDate: '',
      eventEndDate: '',
      eventTimezone: '' as never,
      eventCityCountry: '',
      hostName: '',
      eventDescription: '',
      keywords: [],
      regions: [],
      assetClasses: [],
      lpTicketPrice: null,
      gpTicketPrice: null,
      ticketCurrency: 'EUR',
    };
  }
  return {
    isSideEvent: event.isSideEvent,
    mainEventId: event.mainEventId ?? '',
    eventImageOriginal: event.eventImageOriginal,
    eventImageCropped: event.eventImageCropped,
    eventName: event.eventName,
    eventType: event.eventType,
    eventFormat: event.eventFormat,
    stakeholderType: event.stakeholderType,
    eventStartDate: event.eventStartDate,
    eventEndDate: event.eventEndDate,
    eventTimezone: event.eventTimezone,
    eventCityCountry: event.eventCityCountry,
    hostName: event.hostName,
    eventDescription: event.eventDescription,
    keywords: event.keywords,
    regions: event.regions as PlatformEventInput['regions'],
    assetClasses: event.assetClasses as PlatformEventInput['assetClasses'],
    lpTicketPrice: event.lpTicketPrice,
    gpTicketPrice: event.gpTicketPrice,
    ticketCurrency: event.ticketCurrency as PlatformEventInput['ticketCurrency'],
    ...Object.fromEntries(URL_FIELDS.map(([key]) => [key, (event as unknown as Record<string, string | null>)[key] ?? ''])),
  };
}

const parsePrice = (text: string) => (text.trim() === '' ? null : Number(text));

export interface EventFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The event to edit; null creates one. */
  event?: PlatformEvent | null;
  /** Creates a side event of this main event. */
  mainEvent?: PlatformEvent | null;
}

/** The event form of forms §3 and §5 (create or edit; a side event names its main event). */
export function EventFormDialog({ open, onClose, event = null, mainEvent = null }: EventFormDialogProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useValibotForm(platformEventBody, { defaultValues: defaultsOf(event, mainEvent?.id ?? event?.mainEventId ?? null) });
  // A new event or an edit: both hooks refresh every platform-event read.
  const create = useCreatePlatformEvent();
  const update = useUpdatePlatformEvent(event?.id ?? '');
  const save = event ? update : create;
  const isSide = Boolean(mainEvent) || Boolean(event?.isSideEvent);
  const title = event ? `Edit ${event.eventName}` : isSide ? `Add a side event to ${mainEvent?.eventName}` : 'Create an event';

  return (
    <FormDialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="event-form-title">
      <DialogTitle id="event-form-title">{title}</DialogTitle>
      <DialogContent>
        <Form
          form={form}
          aria-label="Event form"
          submitLabel={event ? 'Save event' : 'Create event'}
          actions={<Button onClick={onClose}>Cancel</Button>}
          onSubmit={async (values) => {
            const saved = await save.mutateAsync(values as PlatformEventInput);
            notify.success(event ? 'Event saved' : 'Event created');
            onClose();
            if (!event) navigate(`/event/${saved.event.id}`);
          }}
        >
          <Grid container spacing={2}>
            <Grid size={12}>
              <ImageUploadField name="eventImageOriginal" label="Event image" required purpose="image" />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <TextField name="eventName" label="Event name" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField name="hostName" label="Host name" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectField name="eventType" label="Event type" required options={eventTypeOptions} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectField name="eventFormat" label="Event format" required options={eventFormatOptions} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectField name="eventTimezone" label="Timezone" required options={timezoneSelect} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                name="eventStartDate"
                label="Start"
                type="datetime-local"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                name="eventEndDate"
                label="End"
                type="datetime-local"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={12}>
              <TextField name="eventCityCountry" label="City and country" required fullWidth placeholder="Berlin, Germany" />
            </Grid>
            <Grid size={12}>
              <TextField name="eventDescription" label="Description" required fullWidth multiline minRows={3} />
            </Grid>
            <Grid size={12}>
              <Controller
                control={form.control}
                name="stakeholderType"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    multiple
                    options={[...stakeholderTypeOptions]}
                    value={(field.value ?? []) as Array<{ value: string; label: string }>}
                    isOptionEqualToValue={(option, value) => option.value === value.value}
                    getOptionLabel={(option) => option.label}
                    onChange={(_e, value) => field.onChange(value.map(({ value: v, label }) => ({ value: v, label })))}
                    onBlur={field.onBlur}
                    renderInput={(params) => (
                      <MuiTextField
                        {...params}
                        label="Stakeholders"
                        required
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={form.control}
                name="keywords"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    multiple
                    freeSolo
                    options={[] as string[]}
                    value={(field.value ?? []) as string[]}
                    onChange={(_e, value) => field.onChange(value.map((item) => String(item).trim()).filter(Boolean))}
                    onBlur={field.onBlur}
                    renderValue={(value, getItemProps) =>
                      value.map((option, index) => <Chip label={option} {...getItemProps({ index })} key={option} size="small" />)
                    }
                    renderInput={(params) => (
                      <MuiTextField
                        {...params}
                        label="Keywords"
                        required
                        placeholder="Type a keyword and press Enter"
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message ?? 'Press Enter after each keyword'}
                      />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <MultiSelectChips name="regions" label="Regions" options={geographyOptions} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <MultiSelectChips name="assetClasses" label="Asset classes" options={strategyTypeOptions} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField name="lpTicketPrice" label="LP ticket price" type="number" fullWidth parse={parsePrice} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField name="gpTicketPrice" label="GP ticket price" type="number" fullWidth parse={parsePrice} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectField name="ticketCurrency" label="Currency" options={currencyOptions} fullWidth />
            </Grid>
            <Grid size={12}>
              <Divider />
              <Typography variant="subtitle2" sx={{ mt: 1 }}>
                Links (optional)
              </Typography>
            </Grid>
            {URL_FIELDS.map(([name, label]) => (
              <Grid key={name} size={{ xs: 12, md: 6 }}>
                <UrlField name={name} label={label} fullWidth />
              </Grid>
            ))}
          </Grid>
        </Form>
      </DialogContent>
    </FormDialog>
  );
}
