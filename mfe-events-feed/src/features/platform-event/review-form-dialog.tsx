import {
  type EventReviewInput,
  type GetMeReply,
  type MyEventReview,
  type PlatformEvent,
  useMe,
  useSaveEventReview,
} from '@fundnet/api-client';
import {
  EmailField,
  Form,
  PhoneField,
  RatingField,
  SelectField,
  TextField,
  UrlField,
  useNotify,
  useValibotForm,
  FormDialog,
} from '@fundnet/design-system';
import {
  describesYouBestOptions,
  eventAttendanceOptions,
  eventReviewBody,
  eventReviewCriteria,
  eventReviewCriterionLabels,
  LONG_TEXT_MAX_LENGTH,
} from '@fundnet/validation-schema';
import { Button, DialogContent, DialogTitle, Divider, Grid, IconButton, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';

type Review = NonNullable<MyEventReview['review']>;

/** A describesYouBest value the review accepts, or '' (the select then asks). */
function describesYouBestOf(value: string | null | undefined): EventReviewInput['reviewerBestDescription'] {
  return (describesYouBestOptions.some((o) => o.value === value) ? value : '') as never;
}

/**
 * What the form starts with: the user's saved review, else what the platform already knows about the signed-in user
 * (get-me: account e-mail, name and phone; user-info: LinkedIn, company, description), so nobody types them twice.
 */
function defaultsOf(review: Review | null, event: PlatformEvent, me: GetMeReply | undefined): EventReviewInput {
  const user = me?.user;
  const info = me?.userInfo;
  const criterion = (key: (typeof eventReviewCriteria)[number]) => {
    const value = review?.[key];
    return { rating: value?.rating ?? (null as unknown as number), comment: value?.comment ?? '' };
  };
  return {
    analysisPerspective: review?.analysisPerspective ?? 'haveAttended',
    datesOfAttendance: review?.datesOfAttendance ?? [event.eventStartDate.slice(0, 10)],
    reviewerFirstName: review?.reviewerFirstName ?? info?.firstName ?? user?.firstName ?? '',
    reviewerLasttName: review?.reviewerLasttName ?? info?.lastName ?? user?.lastName ?? '',
    reviewerBestDescription: review?.reviewerBestDescription ?? describesYouBestOf(info?.describesYouBest),
    reviewerLinkedinUrl: review?.reviewerLinkedinUrl ?? info?.linkedinUrl ?? '',
    reviewerEmail: review?.reviewerEmail ?? user?.email ?? '',
    reviewerPhoneNumber: review?.reviewerPhoneNumber ?? info?.phoneNumber ?? user?.phoneNumber ?? '',
    reviewerCompanyName: review?.reviewerCompanyName ?? info?.companyName ?? '',
    generalRating: review?.generalRating ?? (null as unknown as number),
    shortFeedback: review?.shortFeedback ?? '',
    generalFeedback: review?.generalFeedback ?? '',
    qualityOfLPsAttending: criterion('qualityOfLPsAttending'),
    qualityOfGPsAttending: criterion('qualityOfGPsAttending'),
    qualityAndRelevance: criterion('qualityAndRelevance'),
    networkingPotential: criterion('networkingPotential'),
    qualityOfSideEvents: criterion('qualityOfSideEvents'),
    valueForMoney: criterion('valueForMoney'),
    foodAndBeverageQuality: {
      rating: review?.foodAndBeverageQuality?.rating ?? null,
      comment: review?.foodAndBeverageQuality?.comment ?? '',
    },
  };
}

export interface ReviewFormDialogProps {
  event: PlatformEvent;
  review: Review | null;
  onClose: () => void;
}

/** The fields a new review takes from the user's details. */
const knownFields = [
  'reviewerFirstName',
  'reviewerLasttName',
  'reviewerBestDescription',
  'reviewerLinkedinUrl',
  'reviewerEmail',
  'reviewerPhoneNumber',
  'reviewerCompanyName',
] as const;

/** The event review form of forms §3 and §5: write or edit the user's one review. */
export function ReviewFormDialog({ event, review, onClose }: ReviewFormDialogProps) {
  const notify = useNotify();
  // get-me is nearly always cached by the shell already; when it is not, the form opens at once and its blank fields
  // fill in as the details arrive. A field the user already typed in is never overwritten; if get-me fails, they type.
  const me = useMe({ enabled: !review });
  const form = useValibotForm(eventReviewBody, { defaultValues: defaultsOf(review, event, review ? undefined : me.data) });
  useEffect(() => {
    if (review || !me.data) return;
    const known = defaultsOf(null, event, me.data);
    for (const key of knownFields) {
      if (form.getValues(key) === '' && known[key] !== '') form.resetField(key, { defaultValue: known[key] });
    }
  }, [review, me.data, event, form]);
  const perspective = useWatch({ control: form.control, name: 'analysisPerspective' });
  const save = useSaveEventReview(event.id);

  return (
    <FormDialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="review-form-title">
      <DialogTitle id="review-form-title">
        {review ? 'Edit your review' : 'Review'} {event.eventName}
      </DialogTitle>
      <DialogContent>
        <Form
          form={form}
          aria-label="Review form"
          submitLabel={review ? 'Save review' : 'Publish review'}
          actions={<Button onClick={onClose}>Cancel</Button>}
          onSubmit={async (values) => {
            await save.mutateAsync(values as EventReviewInput);
            notify.success(review ? 'Review saved' : 'Thank you: your review is published');
            onClose();
          }}
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <SelectField name="analysisPerspective" label="Your perspective" required options={eventAttendanceOptions} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              {perspective === 'haveAttended' && (
                <Controller
                  control={form.control}
                  name="datesOfAttendance"
                  render={({ field, fieldState }) => {
                    const dates = (field.value ?? []) as string[];
                    return (
                      <Stack spacing={1} role="group" aria-label="Dates of attendance">
                        {dates.map((date, index) => (
                          <Stack key={index} direction="row" spacing={1}>
                            <MuiTextField
                              size="small"
                              type="date"
                              label={`Date of attendance ${index + 1}`}
                              value={date}
                              onChange={(e) => field.onChange(dates.map((d, i) => (i === index ? e.target.value : d)))}
                              slotProps={{ inputLabel: { shrink: true } }}
                              fullWidth
                            />
                            <IconButton
                              aria-label={`Remove date ${index + 1}`}
                              onClick={() => field.onChange(dates.filter((_d, i) => i !== index))}
                            >
                              <DeleteOutlined />
                            </IconButton>
                          </Stack>
                        ))}
                        <Button size="small" onClick={() => field.onChange([...dates, event.eventStartDate.slice(0, 10)])}>
                          Add a date of attendance
                        </Button>
                        {fieldState.error && (
                          <Typography variant="caption" color="error">
                            {fieldState.error.message}
                          </Typography>
                        )}
                      </Stack>
                    );
                  }}
                />
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField name="reviewerFirstName" label="First name" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField name="reviewerLasttName" label="Last name" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SelectField
                name="reviewerBestDescription"
                label="What describes you best"
                required
                options={describesYouBestOptions}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField name="reviewerCompanyName" label="Company" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <UrlField name="reviewerLinkedinUrl" label="LinkedIn" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <EmailField name="reviewerEmail" label="Email" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <PhoneField name="reviewerPhoneNumber" label="Phone" required fullWidth />
            </Grid>
            <Grid size={12}>
              <Typography variant="caption" color="text.secondary">
                Others see your first name, initial, company and description; never your email, phone or LinkedIn.
              </Typography>
              <Divider sx={{ mt: 1 }} />
            </Grid>
            <Grid size={12}>
              <RatingField name="generalRating" label="General rating" required />
            </Grid>
            <Grid size={12}>
              <TextField name="shortFeedback" label="Short feedback" required fullWidth />
            </Grid>
            <Grid size={12}>
              <TextField
                name="generalFeedback"
                label="General feedback"
                required
                fullWidth
                multiline
                minRows={3}
                maxLength={LONG_TEXT_MAX_LENGTH}
              />
            </Grid>
            {eventReviewCriteria.map((key) => (
              <Grid key={key} size={{ xs: 12, md: 6 }}>
                <RatingField
                  name={`${key}.rating`}
                  label={eventReviewCriterionLabels[key]}
                  required={key !== 'foodAndBeverageQuality'}
                  size="medium"
                />
                <TextField
                  name={`${key}.comment`}
                  label={`Comment on ${eventReviewCriterionLabels[key].toLowerCase()}`}
                  fullWidth
                  size="small"
                />
              </Grid>
            ))}
          </Grid>
        </Form>
      </DialogContent>
    </FormDialog>
  );
}
