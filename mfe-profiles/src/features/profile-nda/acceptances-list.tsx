import type { NdaAcceptance, ProfileType } from '@fundnet/api-client';
import { profileTypeLabels, profileTypePaths } from '@fundnet/validation-schema';
import { EmptyState } from '@fundnet/design-system';
import { Link, List, ListItem, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from './nda-dates';
import { kindOfType, sectionLabels } from './nda-kinds';

/** The acceptances of the active profile's NDA, newest first. */
export function AcceptancesList({ profileType, acceptances }: { profileType: ProfileType; acceptances: readonly NdaAcceptance[] }) {
  if (acceptances.length === 0) {
    return (
      <EmptyState
        compact
        title="Nobody accepted your NDA yet"
        description="Visitors accept it from a protected section of your public page."
      />
    );
  }
  const kind = kindOfType[profileType];
  return (
    <List aria-label="NDA acceptances" disablePadding>
      {acceptances.map((acceptance) => {
        const who = acceptance.user
          ? `${acceptance.user.firstName} ${acceptance.user.lastName} (${acceptance.user.email})`
          : 'A former user';
        const version = acceptance.version === null ? 'the standard terms' : `version ${acceptance.version}`;
        return (
          <ListItem key={acceptance.id} divider disableGutters>
            <ListItemText
              primary={
                acceptance.profile ? (
                  <Link component={RouterLink} to={`${profileTypePaths[acceptance.profile.type]}/${acceptance.profile.slug}`}>
                    {acceptance.profile.name}
                  </Link>
                ) : (
                  'A deleted profile'
                )
              }
              secondary={`${acceptance.profile ? `${profileTypeLabels[acceptance.profile.type]} · ` : ''}${who} accepted ${version} on ${formatDateTime(
                acceptance.acceptedAt,
              )} · ${sectionLabels(kind, acceptance.sections)}`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
