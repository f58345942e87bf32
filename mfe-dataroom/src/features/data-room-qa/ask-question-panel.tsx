import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { type Asker, ApiError, type MyQuestion, useAskQuestion, useMyQuestions, useQuestionSuggestions } from '@fundnet/api-client';
import { QA_QUESTION_MAX, qaMessages } from '@fundnet/validation-schema';
import { Excerpt, targetLabel } from './shared';

export interface AskQuestionPanelProps {
  dataRoomId: string;
  asker: Asker;
  /** The file the question is about (none: the whole room). */
  file?: { id: string; name: string } | null;
  /** The page on screen: the question can be about it. */
  page?: number | null;
}

const stateChip: Record<MyQuestion['state'], { label: string; color: 'default' | 'info' | 'success' }> = {
  open: { label: 'Waiting for the fund', color: 'default' },
  answered: { label: 'Answered', color: 'success' },
  published: { label: 'Answered, in the FAQ', color: 'success' },
  closed: { label: 'Closed', color: 'default' },
};

/** The text typed, settled for `ms` (suggestions are looked up once the asker pauses). */
function useSettled(value: string, ms = 350) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * "Ask a question" on a room, a file or a page of a file (issue 35): while the holder types, published answers and
 * passages of the documents that may already answer it are shown; sending goes to the fund's inbox. Below, the questions
 * of the asker's organisation with their answers. The server decides who may ask (canAsk): nothing shows for others.
 */
export function AskQuestionPanel({ dataRoomId, asker, file = null, page = null }: AskQuestionPanelProps) {
  const mine = useMyQuestions(asker, dataRoomId);
  const [text, setText] = useState('');
  const [aboutPage, setAboutPage] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const settled = useSettled(text.trim());
  const suggestions = useQuestionSuggestions(asker, dataRoomId, settled);
  const ask = useAskQuestion(asker);

  if (!mine.data) return null;
  const own = file ? mine.data.items.filter((q) => q.fileId === file.id) : mine.data.items;
  if (!mine.data.canAsk && own.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question) return setProblem(qaMessages.questionRequired);
    setProblem(null);
    try {
      await ask.mutateAsync({
        dataRoomId,
        fileId: file?.id ?? null,
        page: file && page && aboutPage ? page : null,
        text: question,
      });
      setText('');
      setSent(true);
    } catch (caught) {
      setSent(false);
      setProblem(
        caught instanceof ApiError
          ? (caught.fieldErrors.text?.[0] ?? caught.fieldErrors.page?.[0] ?? caught.fieldErrors.fileId?.[0] ?? caught.message)
          : 'The question could not be sent.',
      );
    }
  };

  const found = suggestions.data && settled.length > 0 ? suggestions.data : null;
  const titleId = `ask-question-${file?.id ?? dataRoomId}`;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, my: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <QuestionAnswerOutlined color="primary" />
        <Typography id={titleId} variant="h6" component="h2">
          {file ? `Ask the fund about ${file.name}` : 'Ask the fund a question'}
        </Typography>
      </Stack>
      {mine.data.canAsk ? (
        <form onSubmit={submit} noValidate>
          <TextField
            label="Your question"
            multiline
            minRows={2}
            fullWidth
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSent(false);
            }}
            error={Boolean(problem)}
            helperText={problem ?? 'Only your organisation sees it until the fund publishes the answer, without your name.'}
            slotProps={{ htmlInput: { maxLength: QA_QUESTION_MAX } }}
          />
          {found && (found.faq.length > 0 || found.passages.length > 0) ? (
            <Box aria-live="polite" sx={{ mt: 1.5 }}>
              <Typography variant="subtitle2">This may already answer it</Typography>
              <List dense disablePadding aria-label="Suggested answers">
                {found.faq.map((entry) => (
                  <ListItem key={entry.id} disableGutters alignItems="flex-start">
                    <ListItemText primary={`${entry.question} (${targetLabel(entry)})`} secondary={entry.answer} />
                  </ListItem>
                ))}
                {found.passages.map((passage) => (
                  <ListItem key={`${passage.fileId}-${passage.page}`} disableGutters alignItems="flex-start">
                    <ListItemText
                      primary={`${passage.fileName}${passage.page ? `, page ${passage.page}` : ''}`}
                      secondary={<Excerpt text={passage.excerpt} />}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          ) : null}
          <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {file && page ? (
              <FormControlLabel
                control={<Checkbox checked={aboutPage} onChange={(event) => setAboutPage(event.target.checked)} />}
                label={`About page ${page}`}
              />
            ) : null}
            <Button type="submit" variant="contained" disabled={ask.isPending}>
              {ask.isPending ? 'Sending…' : 'Send to the fund'}
            </Button>
          </Stack>
          {sent ? (
            <Alert severity="success" sx={{ mt: 1.5 }}>
              Your question was sent to the fund. You will get an e-mail when it is answered.
            </Alert>
          ) : null}
        </form>
      ) : null}
      {own.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {file ? 'Questions about this file from your organisation' : 'Questions from your organisation'}
          </Typography>
          <List dense disablePadding aria-label="Your organisation’s questions">
            {own.map((question) => (
              <ListItem key={question.id} disableGutters alignItems="flex-start" sx={{ display: 'block' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {question.text}
                  </Typography>
                  <Chip size="small" label={stateChip[question.state].label} color={stateChip[question.state].color} />
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {targetLabel(question)} · asked {question.askedAt.slice(0, 10)}
                  {question.mine ? '' : ' by a colleague'}
                </Typography>
                {question.answer ? (
                  <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                    {question.answer}
                  </Typography>
                ) : null}
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
    </Box>
  );
}
