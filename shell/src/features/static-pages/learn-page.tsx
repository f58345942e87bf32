import { ManagedText, PageContainer, PageHeader, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { Box, Button, Chip, Link, List, ListItem, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TextBlocks } from './components/text-blocks';
import { audienceLabels, type GuideAudience, guides } from './content/learn-guides';

type Filter = 'all' | GuideAudience;
const filters: readonly Filter[] = ['all', 'gp', 'lp', 'provider'];
const filterLabel = (filter: Filter) => (filter === 'all' ? 'All guides' : audienceLabels[filter]);
const isFilter = (value: string | null): value is Filter => filters.includes(value as Filter);

/**
 * /learn: practical guides for fund managers, investors and service providers (fundraising, data
 * rooms, track records, due diligence). `?audience=gp|lp|provider` opens one audience.
 */
export function LearnPage() {
  useDocumentTitle('Learn', { restoreOnUnmount: true });
  const [params, setParams] = useSearchParams();
  const requested = params.get('audience');
  const filter: Filter = isFilter(requested) ? requested : 'all';
  const shown = guides.filter((guide) => filter === 'all' || guide.audience === filter);

  return (
    <PageContainer>
      <PageHeader
        title="Learn"
        subtitle={
          <ManagedText
            slug="learn.intro"
            builtIn="Practical guides on fundraising, data rooms, track records and due diligence, written for the people who do it."
          />
        }
      />
      <Tabs
        value={filter}
        onChange={(_, next: Filter) => setParams(next === 'all' ? {} : { audience: next }, { replace: true })}
        aria-label="Guides for"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {filters.map((f) => (
          <Tab key={f} value={f} label={filterLabel(f)} id={`learn-tab-${f}`} aria-controls="learn-guides" />
        ))}
      </Tabs>

      <Box id="learn-guides" role="tabpanel" aria-labelledby={`learn-tab-${filter}`}>
        <Paper component="nav" variant="outlined" aria-label="Guides on this page" sx={{ p: 2, mb: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {shown.length} {shown.length === 1 ? 'guide' : 'guides'}
          </Typography>
          <List dense disablePadding>
            {shown.map((guide) => (
              <ListItem key={guide.id} disableGutters sx={{ py: 0.25 }}>
                <Link href={`#${guide.id}`}>{guide.title}</Link>
              </ListItem>
            ))}
          </List>
        </Paper>

        {shown.map((guide) => (
          <Box key={guide.id} id={guide.id} sx={{ scrollMarginTop: 80 }}>
            <SectionCard
              title={guide.title}
              subtitle={guide.summary}
              actions={<Chip size="small" label={`${audienceLabels[guide.audience]} · ${guide.minutes} min read`} />}
              footer={
                guide.action && (
                  <Button variant="outlined" component={RouterLink} to={guide.action.href}>
                    {guide.action.label}
                  </Button>
                )
              }
            >
              <Stack spacing={1}>
                {guide.sections.map((section) => (
                  <Box key={section.heading}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                      {section.heading}
                    </Typography>
                    <TextBlocks blocks={section.blocks} />
                  </Box>
                ))}
              </Stack>
            </SectionCard>
          </Box>
        ))}
      </Box>

      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Missing a topic? Search the{' '}
        <Link component={RouterLink} to="/help-center">
          help center
        </Link>{' '}
        or{' '}
        <Link component={RouterLink} to="/contact">
          tell us what you would like to read
        </Link>
        . Guides are general information, not legal, tax or investment advice.
      </Typography>
    </PageContainer>
  );
}
