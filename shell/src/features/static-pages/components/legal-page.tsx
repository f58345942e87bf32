import { PageContainer, PageHeader, useDocumentTitle } from '@fundnet/design-system';
import { Alert, Box, Divider, Link, List, ListItem, Paper, Typography } from '@mui/material';
import { type LegalDocument, TEMPLATE_NOTICE } from '../content/legal-document';
import { TextBlocks } from './text-blocks';

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A legal text: title, template notice, table of contents and numbered sections with anchors. */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  useDocumentTitle(doc.title, { restoreOnUnmount: true });
  return (
    <PageContainer maxWidth="md">
      <PageHeader title={doc.title} subtitle={`Last updated ${formatDate(doc.updated)}`} />
      <Alert severity="warning" sx={{ mb: 3 }}>
        {TEMPLATE_NOTICE}
      </Alert>
      <TextBlocks blocks={doc.intro} />
      <Paper component="nav" variant="outlined" aria-label="Contents" sx={{ p: 2, my: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Contents
        </Typography>
        <List dense disablePadding>
          {doc.sections.map((section) => (
            <ListItem key={section.id} disableGutters sx={{ py: 0.25 }}>
              <Link href={`#${section.id}`}>{section.heading}</Link>
            </ListItem>
          ))}
        </List>
      </Paper>
      {doc.sections.map((section, index) => (
        <Box key={section.id} component="section" aria-labelledby={section.id} sx={{ mb: 3 }}>
          {index > 0 && <Divider sx={{ mb: 3 }} />}
          <Typography id={section.id} variant="h5" component="h2" sx={{ mb: 1.5, scrollMarginTop: 80 }}>
            {section.heading}
          </Typography>
          <TextBlocks blocks={section.blocks} />
        </Box>
      ))}
    </PageContainer>
  );
}
