import type { ProfileSummary } from '@fundnet/api-client';
import { profileMemberRoleLabels, profileTypeLabels } from '@fundnet/validation-schema';
import { List, ListItem, ListItemText, Stack } from '@mui/material';
import { ProfileStatusChip } from './profile-status-chip';

export interface ProfileListProps {
  profiles: Pick<ProfileSummary, 'id' | 'name' | 'type' | 'status' | 'role'>[];
  /** Accessible name of the list. */
  label: string;
  /** The profile the user acts as, marked "Active". */
  activeId?: string;
}

/** The user's profiles: name, kind, their role and the profile's status. */
export function ProfileList({ profiles, label, activeId }: ProfileListProps) {
  return (
    <List aria-label={label} disablePadding>
      {profiles.map((profile) => (
        <ListItem key={profile.id} divider secondaryAction={<ProfileStatusChip status={profile.status} />} sx={{ pr: 16 }}>
          <ListItemText
            primary={profile.name}
            secondary={
              <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <span>{profileTypeLabels[profile.type]}</span>
                <span aria-hidden>·</span>
                <span>{profileMemberRoleLabels[profile.role]}</span>
                {profile.id === activeId && (
                  <>
                    <span aria-hidden>·</span>
                    <strong>Active</strong>
                  </>
                )}
              </Stack>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
