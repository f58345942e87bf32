import { useLegalOperator } from '@fundnet/api-client';
import { PageContainer, PageHeader, SectionCard, TextSkeleton, useDocumentTitle, useManagedContent } from '@fundnet/design-system';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { Box, Button, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { TextBlocks } from './components/text-blocks';

const audiences = [
  {
    icon: <TrendingUpOutlined />,
    title: 'Fund managers',
    text: 'Present your fund, track record and team in one profile, run your data room and follow every commitment from first meeting to final close.',
  },
  {
    icon: <AccountBalanceOutlined />,
    title: 'Investors',
    text: 'Discover funds by strategy, stage, geography and size, compare them on consistent data, and give managers feedback that helps both sides.',
  },
  {
    icon: <HandshakeOutlined />,
    title: 'Service providers',
    text: 'Be found by the funds and investors who need your services: administrators, lawyers, auditors, placement agents and advisers.',
  },
] as const;

const principles = [
  'Owners decide: every profile, section, document and link has visibility settings, and owners see who looked at what they shared.',
  'Data, not adjectives: track records, graduation rates and commitments are kept deal by deal, so numbers can be checked.',
  'A network, not a broker: Fundnet gives no investment advice and takes no placement fees; relationships stay between the people in them.',
  'European by default: hosted in the EU and built around the GDPR.',
];

/** The built-in text of "Why we built Fundnet": shown until (and unless) administrators publish `about.why` in /admin/content. */
const whyWeBuiltIt = [
  'Raising a fund and choosing one are both still done with scattered decks, spreadsheets, e-mail threads and data rooms that each side sets up again for every conversation. Emerging managers struggle to be seen; investors spend weeks rebuilding numbers before they can compare two funds.',
  'Fundnet puts the whole relationship in one place: a profile that stays current, a data room with permissions and analytics, track records that can be checked deal by deal, commitments and closing goals, feedback, introductions and events. Fewer copies of the same information, and more time for the conversations that matter.',
];

/** /about: what Fundnet is, for whom, the principles it is built on, and who runs it. */
export function AboutPage() {
  useDocumentTitle('About Fundnet', { restoreOnUnmount: true });
  const operator = useLegalOperator();
  // Managed text (the published entry about.why of api/content): its title and paragraphs replace the built-in ones once published.
  const managed = useManagedContent('about.why');
  return (
    <PageContainer>
      <PageHeader
        title="About Fundnet"
        subtitle="Where fund managers raise capital, investors allocate it, and service providers serve both."
      />
      <SectionCard
        title={
          managed.status === 'loading' ? (
            <Skeleton width="40%" aria-hidden />
          ) : managed.status === 'managed' ? (
            managed.title
          ) : (
            'Why we built Fundnet'
          )
        }
      >
        {managed.status === 'loading' ? (
          <TextSkeleton lines={6} />
        ) : (
          <TextBlocks blocks={managed.status === 'managed' ? managed.paragraphs : whyWeBuiltIt} />
        )}
      </SectionCard>

      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Who Fundnet is for
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {audiences.map((audience) => (
          <Grid key={audience.title} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 36 } }}>
                  {audience.icon}
                </Box>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {audience.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {audience.text}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <SectionCard title="What we stand for">
        <TextBlocks blocks={[{ list: principles }]} />
      </SectionCard>

      <SectionCard title="Who we are">
        <TextBlocks
          blocks={[
            operator.data
              ? `Fundnet is operated by ${operator.data.name}, ${operator.data.street}, ${operator.data.postcode} ${operator.data.city}. Company details are in the imprint.`
              : 'Company details are in the imprint.',
          ]}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" component={RouterLink} to="/getStarted">
            Get started
          </Button>
          <Button variant="outlined" component={RouterLink} to="/contact">
            Contact us
          </Button>
          <Button component={RouterLink} to="/imprint">
            Imprint
          </Button>
        </Stack>
      </SectionCard>
    </PageContainer>
  );
}
