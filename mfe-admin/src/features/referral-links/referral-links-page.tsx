import {
  ApiError,
  generateInviteLink,
  type ReferralLink,
  useCreateReferralLink,
  useReferralLinks,
  useUpdateReferralLink,
} from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Link,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * /admin/referralLinks: links that bring people to the sign-up, with clicks, sign-ups and the profiles those users
 * created; create (generated or chosen code), rename, switch off; each link's sign-ups open the filtered user list.
 */
export function ReferralLinksPage() {
  const links = useReferralLinks();
  const create = useCreateReferralLink();
  const update = useUpdateReferralLink();
  const [label, setLabel] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const submit = async () => {
    setError(null);
    setFieldErrors({});
    try {
      await create.mutateAsync({ label, code: code || undefined });
      setLabel('');
      setCode('');
    } catch (caught) {
      if (caught instanceof ApiError) {
        setFieldErrors(caught.fieldErrors);
        setError(caught.message);
      } else setError('The link could not be created.');
    }
  };

  return (
    <Stack spacing={2}>
      <SectionCard title="New referral link">
        <Stack
          component="form"
          aria-label="New referral link"
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            size="small"
            label="Label"
            required
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            error={Boolean(fieldErrors.label)}
            helperText={fieldErrors.label?.[0] ?? 'Where the link is shared, e.g. “Berlin LP summit”.'}
          />
          <TextField
            size="small"
            label="Code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(fieldErrors.code)}
            helperText={fieldErrors.code?.[0] ?? 'Leave empty for a generated one.'}
          />
          <Box>
            <Button
              onClick={async () => {
                const generated = await generateInviteLink();
                setCode(generated.code);
              }}
            >
              Generate code
            </Button>
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Create link
            </Button>
          </Box>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </SectionCard>
      <SectionCard title="Links">
        {links.isPending ? (
          <LoadingState label="Loading links…" />
        ) : links.isError ? (
          <ErrorPanel title="The links could not be read" message={links.error.message} onRetry={() => void links.refetch()} />
        ) : links.data.items.length === 0 ? (
          <Typography color="text.secondary">No referral links yet. Create one above and share it.</Typography>
        ) : (
          <Table size="small" aria-label="Referral links">
            <TableHead>
              <TableRow>
                <TableCell>Label</TableCell>
                <TableCell>Link</TableCell>
                <TableCell align="right">Clicks</TableCell>
                <TableCell align="right">Sign-ups</TableCell>
                <TableCell align="right">Profiles created</TableCell>
                <TableCell>Active</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {links.data.items.map((link) => (
                <LinkRow key={link.id} link={link} onToggle={(active) => update.mutate({ id: link.id, body: { active } })} />
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
    </Stack>
  );
}

function LinkRow({ link, onToggle }: { link: ReferralLink; onToggle: (active: boolean) => void }) {
  return (
    <TableRow>
      <TableCell>{link.label}</TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>
        <Typography variant="body2" component="span">
          {link.url}
        </Typography>
        <Tooltip title="Copy the link">
          <IconButton size="small" aria-label={`Copy the link ${link.label}`} onClick={() => void navigator.clipboard?.writeText(link.url)}>
            <ContentCopyOutlined fontSize="inherit" />
          </IconButton>
        </Tooltip>
      </TableCell>
      <TableCell align="right">{link.clicks}</TableCell>
      <TableCell align="right">
        <Link component={RouterLink} to={`/admin/users?invitedByCustomLink=${link.id}`}>
          {link.signUps}
        </Link>
      </TableCell>
      <TableCell align="right">{link.profilesCreated}</TableCell>
      <TableCell>
        <Switch
          checked={link.active}
          onChange={(event) => onToggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': `${link.label} active` } }}
        />
      </TableCell>
    </TableRow>
  );
}
