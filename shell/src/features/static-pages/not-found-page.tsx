import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageContainer, useDocumentTitle } from '@fundnet/design-system';

const discoveryLinks = [
  { to: '/fund/discovery', label: 'Discover funds' },
  { to: '/investor/discovery', label: 'Discover investors' },
  { to: '/serviceProvider/discovery', label: 'Discover service providers' },
] as const;

/** /404 and every path no application owns: a friendly "page not found" with ways to go on. */
export function NotFoundPage() {
  useDocumentTitle('Page not found', { restoreOnUnmount: true });
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the heading so screen-reader and keyboard users learn at once where they landed.
  useEffect(() => heading.current?.focus(), []);

  return (
    <PageContainer maxWidth="sm">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
        <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 72 } }}>
          <SearchOffOutlined />
        </Box>
        <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, outline: 'none' }}>
          We could not find this page
        </Typography>
        <Typography color="text.secondary">
          {pathname && pathname !== '/404' ? (
            <>
              There is nothing at{' '}
              <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
                {pathname}
              </Box>
              .{' '}
            </>
          ) : null}
          The link may be outdated or mistyped, or the page may have moved. Error 404.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
          <Button variant="contained" component={RouterLink} to="/">
            Go to the home page
          </Button>
          <Button variant="outlined" component={RouterLink} to="/fund/discovery">
            Explore discovery
          </Button>
        </Stack>
        <Box component="nav" aria-label="Other places to go" sx={{ pt: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            {discoveryLinks.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to}>
                {link.label}
              </Link>
            ))}
            <Link component={RouterLink} to="/help-center">
              Help center
            </Link>
            <Link component={RouterLink} to="/contact">
              Contact us
            </Link>
          </Stack>
        </Box>
      </Stack>
    </PageContainer>
  );
}
