import { type PlatformEvent, useEventHosts, useSetEventHosts } from '@fundnet/api-client';
import { useNotify } from '@fundnet/design-system';
import { Alert, Autocomplete, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

/** Administrators name the hosts of an event by e-mail (registered users); hosts edit it and manage its side events. */
export function HostsDialog({ event, onClose }: { event: PlatformEvent; onClose: () => void }) {
  const notify = useNotify();
  const hosts = useEventHosts(event.id);
  const [emails, setEmails] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const save = useSetEventHosts(event.id);
  useEffect(() => {
    if (hosts.data) setEmails(hosts.data.hosts.map((host) => host.email));
  }, [hosts.data]);

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="hosts-title">
      <DialogTitle id="hosts-title">Hosts of {event.eventName}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Hosts can edit and delete this event and add side events to it. Enter the e-mail address of each host’s account.
        </Typography>
        <Autocomplete
          multiple
          freeSolo
          options={[] as string[]}
          value={emails}
          onChange={(_e, value) => setEmails(value.map((item) => String(item).trim().toLowerCase()).filter(Boolean))}
          renderValue={(value, getItemProps) =>
            value.map((option, index) => <Chip label={option} {...getItemProps({ index })} key={option} size="small" />)
          }
          renderInput={(params) => <TextField {...params} label="Host e-mail addresses" helperText="Press Enter after each address" />}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={async () => {
            setError(null);
            try {
              await save.mutateAsync({ emails });
              notify.success('Hosts saved');
              onClose();
            } catch (caught) {
              const fieldErrors = (caught as { fieldErrors?: Record<string, string[]> }).fieldErrors;
              setError(fieldErrors?.emails?.join(' · ') ?? (caught as Error).message);
            }
          }}
        >
          Save hosts
        </Button>
      </DialogActions>
    </Dialog>
  );
}
