import { EmptyState, ManagedText, PageContainer, PageHeader, useDocumentTitle } from '@fundnet/design-system';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, InputAdornment, Link, TextField, Typography } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { faq, filterFaq } from './content/help-center-faq';

/** /help-center: frequently asked questions in an accordion, with a search that filters them. */
export function HelpCenterPage() {
  useDocumentTitle('Help center', { restoreOnUnmount: true });
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [expanded, setExpanded] = useState<string | false>(false);
  const results = useMemo(() => filterFaq(faq, deferredQuery), [deferredQuery]);
  const categories = useMemo(() => [...new Set(results.map((entry) => entry.category))], [results]);
  const searching = deferredQuery.trim() !== '';

  return (
    <PageContainer maxWidth="md">
      <PageHeader
        title="Help center"
        subtitle={
          <ManagedText
            slug="help-center.welcome"
            builtIn="Answers to the questions we hear most. Search, or open a question to read the answer."
            lines={1}
          />
        }
      />
      <Box role="search" sx={{ mb: 1 }}>
        <TextField
          fullWidth
          type="search"
          label="Search the questions"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-controls': 'help-center-results' },
          }}
        />
      </Box>
      <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {searching
          ? `${results.length} ${results.length === 1 ? 'question matches' : 'questions match'} "${deferredQuery.trim()}"`
          : `${faq.length} questions`}
      </Typography>

      <Box id="help-center-results">
        {results.length === 0 ? (
          <EmptyState
            title="No question matches your search"
            description="Try fewer or other words, or ask us directly: we answer within one working day."
            action={
              <Button variant="contained" component={RouterLink} to="/contact">
                Contact us
              </Button>
            }
          />
        ) : (
          categories.map((category) => (
            <Box key={category} component="section" aria-label={category} sx={{ mb: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {category}
              </Typography>
              {results
                .filter((entry) => entry.category === category)
                .map((entry) => (
                  <Accordion
                    key={entry.id}
                    disableGutters
                    expanded={expanded === entry.id}
                    onChange={(_, isExpanded) => setExpanded(isExpanded ? entry.id : false)}
                    slotProps={{ heading: { component: 'h3' } }}
                  >
                    <AccordionSummary expandIcon={<ExpandMore />} id={`faq-${entry.id}-question`} aria-controls={`faq-${entry.id}-answer`}>
                      <Typography sx={{ fontWeight: 500 }}>{entry.question}</Typography>
                    </AccordionSummary>
                    <AccordionDetails>
                      <Typography color="text.secondary">{entry.answer}</Typography>
                    </AccordionDetails>
                  </Accordion>
                ))}
            </Box>
          ))
        )}
      </Box>

      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Still stuck?{' '}
        <Link component={RouterLink} to="/contact">
          Contact us
        </Link>{' '}
        or read the{' '}
        <Link component={RouterLink} to="/learn">
          guides
        </Link>
        .
      </Typography>
    </PageContainer>
  );
}
