import type { ProfileDetail } from '@fundnet/api-client';
import { profileMemberRoleLabels, profileTypeLabels, profileTypePaths } from '@fundnet/validation-schema';
import { DescriptionList, EmptyState, LinkButton, PageHeader, SectionCard } from '@fundnet/design-system';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { profileStatusHints } from '../../shared/profile-labels';
import { profileSectionsByType } from '../../shared/profile-sections';
import { ProfileStatusChip } from '../../shared/profile-status-chip';

// Made on first use, not when the module loads: this module loads with every page of the area (the public fund page and
// the share link too), and a page's first Intl formatter costs ~50 ms of ICU set-up (~200 ms on a phone) it need not pay.
let dateFormat: Intl.DateTimeFormat | undefined;

function formatDate(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });
  return dateFormat.format(date);
}

/** The active profile as read from the API: heading, facts with the status, team, and the sections to come. */
export function ActiveProfileDetails({ profile }: { profile: ProfileDetail }) {
  const typeLabel = profileTypeLabels[profile.type];
  return (
    <>
      <PageHeader
        title={profile.name}
        subtitle={`${typeLabel} profile`}
        actions={
          <>
            <LinkButton to={`${profileTypePaths[profile.type]}/edit`}>Edit profile</LinkButton>
            <LinkButton to="/selectProfile" variant="outlined">
              Switch profile
            </LinkButton>
          </>
        }
      />
      <SectionCard title="Profile">
        <DescriptionList
          labelWidth="160px"
          sx={{ alignItems: 'center' }}
          items={[
            { label: 'Name', value: profile.name },
            { label: 'Type', value: typeLabel },
            {
              label: 'Status',
              value: (
                <>
                  <ProfileStatusChip status={profile.status} />
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                    {profileStatusHints[profile.status]}
                  </Typography>
                </>
              ),
            },
            { label: 'Your role', value: profileMemberRoleLabels[profile.role] },
            { label: 'Created', value: formatDate(profile.createdAt) },
          ]}
        />
      </SectionCard>
      <SectionCard title="Team" subtitle="Members of this profile and their roles">
        {profile.members.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No members yet.
          </Typography>
        ) : (
          <List aria-label="Team members" disablePadding>
            {profile.members.map((member) => (
              <ListItem key={member.userId} divider disableGutters>
                <ListItemText
                  primary={`${member.firstName} ${member.lastName}`.trim() || member.email}
                  secondary={`${profileMemberRoleLabels[member.role]} · ${member.email}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </SectionCard>
      <SectionCard title="Profile sections">
        <EmptyState
          compact
          icon={<ConstructionOutlined />}
          title="Profile sections arrive with the profiles work"
          description={`This page will show and let you edit the sections of ${profile.name}: ${profileSectionsByType[profile.type]
            .join(', ')
            .toLowerCase()}.`}
        />
      </SectionCard>
    </>
  );
}
