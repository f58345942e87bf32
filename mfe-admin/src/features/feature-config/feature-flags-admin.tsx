import { useFeatureConfig, useSetFeatureFlag } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard, useNotify } from '@fundnet/design-system';
import { List, ListItem, ListItemText, Switch } from '@mui/material';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** /admin/featureConfig: the feature flags the apps read (GET feature-config), switched here. */
export function FeatureFlagsAdmin() {
  const config = useFeatureConfig(null);
  const setFlag = useSetFeatureFlag();
  const notify = useNotify();
  if (config.isPending) return <LoadingState label="Loading feature flags…" />;
  if (config.isError)
    return <ErrorPanel title="Feature flags could not be loaded" message={config.error.message} onRetry={() => void config.refetch()} />;
  return (
    <SectionCard title="Feature flags" subtitle="A switch applies to every profile at once. Plan entitlements decide the rest per profile.">
      <List disablePadding>
        {config.data.flags.map((flag) => (
          <ListItem
            key={flag.key}
            divider
            secondaryAction={
              <Switch
                edge="end"
                checked={flag.enabled}
                disabled={setFlag.isPending}
                slotProps={{ input: { 'aria-label': flag.label } }}
                onChange={(_, enabled) =>
                  setFlag.mutate(
                    { key: flag.key, enabled },
                    { onSuccess: () => notify.success(`${flag.label} ${enabled ? 'on' : 'off'}.`), onError: notify.apiError },
                  )
                }
              />
            }
          >
            <ListItemText
              primary={flag.label}
              secondary={`${flag.description}${flag.updatedAt ? ` Last switched ${dateTime.format(new Date(flag.updatedAt))} UTC.` : ' Default value.'}`}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
