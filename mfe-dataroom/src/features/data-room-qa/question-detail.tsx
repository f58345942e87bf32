import { Alert, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  type ActiveProfile,
  ApiError,
  type InboxQuestion,
  useAnswerQuestion,
  useAssignQuestion,
  useCloseQuestion,
  useDraftAnswer,
  usePublishQuestion,
  useQaAssignees,
} from '@fundnet/api-client';
import { QA_ANSWER_MAX, qaStateLabels } from '@fundnet/validation-schema';
import { targetLabel } from './shared';

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : null);

/**
 * One question in the fund's inbox: who asked (their organisation, their link), where, and the work on it: assign to a
 * member, keep a draft, send the answer (the asker is mailed), publish it in the room's FAQ without the asker, close it.
 * The inbox keys it by the question's id, so another question starts from its own draft (or answer).
 */
export function QuestionDetail({ profile, dataRoomId, question }: { profile: ActiveProfile; dataRoomId: string; question: InboxQuestion }) {
  const assignees = useQaAssignees(profile, dataRoomId);
  const assign = useAssignQuestion(profile);
  const draft = useDraftAnswer(profile);
  const answer = useAnswerQuestion(profile);
  const publish = usePublishQuestion(profile);
  const close = useCloseQuestion(profile);
  const [text, setText] = useState(question.draft ?? question.answer ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setProblem(null);
    setNotice(null);
    try {
      await work();
      setNotice(done);
    } catch (caught) {
      setProblem(caught instanceof ApiError ? (Object.values(caught.fieldErrors)[0]?.[0] ?? caught.message) : 'Something went wrong.');
    }
  };
  const closed = question.state === 'closed';
  const asker = [question.asker.name, question.asker.email || 'A visitor without an address'].filter(Boolean).join(' · ');
  return (
    <Box component="section" aria-labelledby="question-detail-title" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip
          size="small"
          label={qaStateLabels[question.state]}
          color={closed ? 'default' : question.state === 'published' ? 'success' : 'info'}
        />
        <Typography variant="caption" color="text.secondary">
          {targetLabel(question)} · asked {when(question.askedAt)}
        </Typography>
      </Stack>
      <Typography id="question-detail-title" variant="h6" component="h2" sx={{ whiteSpace: 'pre-line' }}>
        {question.text}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        From {asker}
        {question.asker.organisation ? `, ${question.asker.organisation}` : ''}
        {question.asker.viaLink ? ` (through the share link “${question.asker.viaLink}”)` : ''}
      </Typography>

      <TextField
        select
        size="small"
        label="Assigned to"
        value={question.assignee?.userId ?? ''}
        disabled={closed || assign.isPending}
        onChange={(event) =>
          void run(() => assign.mutateAsync({ id: question.id, assigneeUserId: event.target.value }), 'Assigned: they get an e-mail.')
        }
        sx={{ minWidth: 260, mb: 2 }}
      >
        <MenuItem value="" disabled>
          Nobody yet
        </MenuItem>
        {(assignees.data?.items ?? []).map((member) => (
          <MenuItem key={member.userId} value={member.userId}>
            {member.name} ({member.email})
          </MenuItem>
        ))}
      </TextField>

      <TextField
        label={question.answer ? 'Answer' : 'Draft answer'}
        multiline
        minRows={4}
        fullWidth
        value={text}
        disabled={closed}
        onChange={(event) => setText(event.target.value)}
        helperText={
          question.answer
            ? 'Sending again corrects the answer; the asker is mailed again.'
            : 'The asker sees nothing until you send the answer.'
        }
        slotProps={{ htmlInput: { maxLength: QA_ANSWER_MAX } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          disabled={closed || draft.isPending}
          onClick={() => void run(() => draft.mutateAsync({ id: question.id, draft: text }), 'Draft saved.')}
        >
          Save draft
        </Button>
        <Button
          variant="contained"
          disabled={closed || answer.isPending}
          onClick={() => void run(() => answer.mutateAsync({ id: question.id, answer: text }), 'Answer sent: the asker gets an e-mail.')}
        >
          Send answer
        </Button>
        <Button
          variant="outlined"
          disabled={closed || !question.answer || question.state === 'published' || publish.isPending}
          onClick={() => void run(() => publish.mutateAsync({ id: question.id }), 'Published in the room’s FAQ, without the asker.')}
        >
          Publish in the FAQ
        </Button>
        <Button
          color="inherit"
          disabled={closed || close.isPending}
          onClick={() => void run(() => close.mutateAsync({ id: question.id }), 'Closed.')}
        >
          Close
        </Button>
      </Stack>
      {problem ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      ) : null}
      {notice ? (
        <Alert severity="success" sx={{ mt: 1.5 }} aria-live="polite">
          {notice}
        </Alert>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {[
          question.assignedAt && `Assigned ${when(question.assignedAt)}`,
          question.answeredAt && `answered ${when(question.answeredAt)}`,
          question.publishedAt && `published ${when(question.publishedAt)}`,
          question.closedAt && `closed ${when(question.closedAt)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
  );
}
