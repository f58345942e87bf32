import { EmptyState, PageHeader } from '@fundnet/design-system';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { LinkButton } from './link-button';
import { PageFrame } from './page-frame';
import { useDocumentTitle } from './use-document-title';

/** An address inside this area that leads nowhere: says so, and leads home. */
export function AreaNotFoundPage({ area }: { area: string }) {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <PageFrame>
      <PageHeader title="Page not found" subtitle={area} />
      <EmptyState
        icon={<SearchOffOutlined />}
        title="There is no page at this address"
        description={
          <>
            <Typography component="span" variant="inherit" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {pathname}
            </Typography>{' '}
            does not exist in {area}. The link may be old or mistyped.
          </>
        }
        action={<LinkButton to="/">Go to the home page</LinkButton>}
      />
    </PageFrame>
  );
}
