import { useLegalOperator } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, PageContainer, PageHeader, useDocumentTitle, useManagedContent } from '@fundnet/design-system';
import { Box, Divider, Link, List, ListItem, Paper, Typography } from '@mui/material';
import type { LegalDocument, Operator } from '../content/legal-document';
import { TextBlocks } from './text-blocks';

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface LegalPageProps {
  title: string;
  /** The text, naming the operator of this installation (the server's configuration, GET api/legal/operator). */
  document: (operator: Operator) => LegalDocument;
  /** The managed introduction (/admin/content), e.g. `terms.intro`: replaces the paragraphs before the sections. */
  introSlug: string;
}

/** A legal text: title, table of contents and numbered sections with anchors, naming the configured operator. */
export function LegalPage({ title, document: write, introSlug }: LegalPageProps) {
  useDocumentTitle(title, { restoreOnUnmount: true });
  const operator = useLegalOperator();
  const intro = useManagedContent(introSlug);
  // Both requests run side by side; the page waits for both, so the built-in introduction never flashes first.
  if (operator.isPending || intro.status === 'loading') {
    return (
      <PageContainer maxWidth="md">
        <PageHeader title={title} />
        <LoadingState label={`Loading the ${title.toLowerCase()}…`} />
      </PageContainer>
    );
  }
  if (operator.isError) {
    return (
      <PageContainer maxWidth="md">
        <PageHeader title={title} />
        <ErrorPanel
          title={`The ${title.toLowerCase()} could not be loaded`}
          message={operator.error.message}
          onRetry={() => void operator.refetch()}
        />
      </PageContainer>
    );
  }
  const doc = write(operator.data);
  return (
    <PageContainer maxWidth="md">
      <PageHeader title={doc.title} subtitle={`Last updated ${formatDate(doc.updated)}`} />
      <TextBlocks blocks={intro.status === 'managed' ? intro.paragraphs : doc.intro} />
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
