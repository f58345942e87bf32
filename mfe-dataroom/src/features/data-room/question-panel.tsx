import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import { Alert, Box, Button, Link, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAskDataRoom } from '@fundnet/api-client';

/** The words the search matched come back between ** marks: shown highlighted, never as markup. */
function Excerpt({ text }: { text: string }) {
  const parts = text.split('**');
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Box key={index} component="mark" sx={{ bgcolor: 'warning.light', px: 0.25 }}>
            {part}
          </Box>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * Questions over the room (canUseAIChat): the server searches the text of the files this person may read and
 * answers with the best passages, each citing its file and page (and a written answer when a model is configured).
 */
export function QuestionPanel({ dataRoomId }: { dataRoomId: string }) {
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useAskDataRoom(dataRoomId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = question.trim();
    if (!trimmed) {
      setProblem('Question is required');
      return;
    }
    setProblem(null);
    ask.mutate(trimmed);
  };

  const reply = ask.data;
  return (
    <Box
      component="section"
      aria-labelledby="data-room-question-title"
      sx={{ p: 2, mb: 3, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <QuestionAnswerOutlined color="primary" />
        <Typography id="data-room-question-title" variant="h6" component="h2">
          Ask this data room
        </Typography>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Your question"
            placeholder="e.g. What is the management fee?"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? 'Answers come from the documents you may read here, with the file and page.'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            size="small"
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={ask.isPending} sx={{ flexShrink: 0 }}>
            {ask.isPending ? 'Searching…' : 'Ask'}
          </Button>
        </Stack>
      </form>
      {ask.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {ask.error.message}
        </Alert>
      ) : null}
      {reply ? (
        <Box sx={{ mt: 2 }} aria-live="polite">
          {reply.answer ? (
            <Alert severity="info" icon={false} sx={{ mb: 1 }}>
              <Typography variant="subtitle2">Answer</Typography>
              <Typography variant="body2">{reply.answer}</Typography>
            </Alert>
          ) : null}
          {reply.passages.length === 0 ? (
            <Typography color="text.secondary">
              No passage of the documents you may read answers “{reply.question}”. Try other words.
            </Typography>
          ) : (
            <List aria-label="Passages" dense disablePadding>
              {reply.passages.map((passage, index) => (
                <ListItem key={`${passage.fileId}-${passage.page}`} disableGutters alignItems="flex-start">
                  <ListItemText
                    primary={
                      <>
                        {reply.answer ? `[${index + 1}] ` : ''}
                        <Link component={RouterLink} to={`/dataRoom/${dataRoomId}/view/${passage.fileId}`}>
                          {passage.fileName}
                        </Link>
                        {passage.page ? `, page ${passage.page}` : ' (file name)'}
                      </>
                    }
                    secondary={<Excerpt text={passage.excerpt} />}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {reply.pendingFiles > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {reply.pendingFiles === 1 ? '1 document is' : `${reply.pendingFiles} documents are`} still being read; ask again in a minute
              to search {reply.pendingFiles === 1 ? 'it' : 'them'} too.
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
