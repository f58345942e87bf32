import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt';
import { type ActiveProfile, useProviderRating, useRateProvider, useSession } from '@fundnet/api-client';
import { SectionCard } from '@fundnet/design-system';
import { Alert, Box, Button, Rating, Stack, Typography } from '@mui/material';

/** Likes and score of a service provider (api/providerRating); a signed-in profile other than the provider may rate. */
export function ProviderRatingCard({ providerId, providerName }: { providerId: string; providerName: string }) {
  const { token, activeProfile } = useSession();
  const rater = token && activeProfile && activeProfile.id !== providerId ? activeProfile : null;
  const summary = useProviderRating(rater, providerId);
  const s = summary.data;
  return (
    <SectionCard title="Rating" subtitle={`What Fundnet members think of ${providerName}.`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-label="Average score" role="group">
          <Rating value={s?.averageScore ?? null} precision={0.1} readOnly aria-hidden />
          <Typography>
            {s?.averageScore != null ? `${s.averageScore.toFixed(1)} / 5` : 'No score yet'}
            {s ? ` · ${s.scores} ${s.scores === 1 ? 'score' : 'scores'}` : ''}
          </Typography>
        </Stack>
        <Typography>{s ? `${s.likes} ${s.likes === 1 ? 'like' : 'likes'}` : ''}</Typography>
        {rater && s ? <RateProvider rater={rater} providerId={providerId} mine={s.mine} /> : null}
      </Stack>
    </SectionCard>
  );
}

function RateProvider({
  rater,
  providerId,
  mine,
}: {
  rater: ActiveProfile;
  providerId: string;
  mine: { liked: boolean; score: number | null } | null;
}) {
  const rate = useRateProvider(rater, providerId);
  const liked = mine?.liked ?? false;
  return (
    <Box sx={{ ml: { sm: 'auto' } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant={liked ? 'contained' : 'outlined'}
          startIcon={liked ? <ThumbUpAlt /> : <ThumbUpAltOutlined />}
          aria-pressed={liked}
          onClick={() => rate.mutate({ liked: !liked })}
          disabled={rate.isPending}
        >
          {liked ? 'Liked' : 'Like'}
        </Button>
        <Stack>
          <Typography variant="body2" id={`provider-score-${providerId}`}>
            Your score
          </Typography>
          <Rating
            name={`provider-score-${providerId}`}
            value={mine?.score ?? null}
            onChange={(_event, score) => rate.mutate({ score })}
            disabled={rate.isPending}
            getLabelText={(value) => `Score ${value} of 5`}
          />
        </Stack>
      </Stack>
      {rate.error ? <Alert severity="error">{rate.error.message}</Alert> : null}
    </Box>
  );
}
