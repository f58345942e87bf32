import type { ProfileDetail } from '@fundnet/api-client';
import { profileMemberRoleLabels, profileTypeLabels, profileTypePaths } from '@fundnet/validation-schema';
import { EmptyState, LinkButton, PageHeader, SectionCard } from '@fundnet/design-system';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { profileStatusHints } from '../../shared/profile-labels';
import { ProfileStatusChip } from '../../shared/profile-status-chip';
import { profileSectionsByType } from '../../shared/profile-sections';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

function formatDate(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** One label/value row of the profile's facts. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
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
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
            columnGap: 3,
            rowGap: 1.5,
            m: 0,
            alignItems: 'center',
          }}
        >
          <Fact label="Name">{profile.name}</Fact>
          <Fact label="Type">{typeLabel}</Fact>
          <Fact label="Status">
            <ProfileStatusChip status={profile.status} />
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {profileStatusHints[profile.status]}
            </Typography>
          </Fact>
          <Fact label="Your role">{profileMemberRoleLabels[profile.role]}</Fact>
          <Fact label="Created">{formatDate(profile.createdAt)}</Fact>
        </Box>
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
