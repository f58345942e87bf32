import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  type ActiveProfile,
  type FundTodoStatusFilter,
  useCreateFundTodo,
  useDeleteFundTodo,
  useFundTodos,
  useSession,
  useSetFundTodoDone,
} from '@fundnet/api-client';
import {
  AreaEmptyPage,
  DateField,
  ErrorPanel,
  Form,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  TextField,
  useDocumentTitle,
  useValibotForm,
} from '@fundnet/design-system';
import { fundTodoBody } from '@fundnet/validation-schema';
import { Alert, Checkbox, IconButton, List, ListItem, ListItemIcon, ListItemText, Tab, Tabs } from '@mui/material';
import { useState } from 'react';

const subtitle = 'The to-dos of your raise: follow-ups, documents to send, closes to prepare. Tick them off as you go.';

/** /fundTodo: the active fund's to-dos (add, mark done / undone, delete). */
export function FundTodoPage() {
  const { token, activeProfile } = useSession();
  useDocumentTitle('To-dos');
  if (!token || activeProfile?.type !== 'fund') {
    return (
      <AreaEmptyPage
        title="To-dos"
        subtitle={subtitle}
        icon={<ChecklistOutlined />}
        emptyTitle={token ? 'Act as a fund' : 'Sign in to see your to-dos'}
        emptyDescription="To-dos belong to a fund's raise: switch to your fund profile."
        needsSignIn={!token}
      />
    );
  }
  return <Todos fund={activeProfile} />;
}

const when = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function Todos({ fund }: { fund: ActiveProfile }) {
  const [status, setStatus] = useState<FundTodoStatusFilter>('open');
  const todos = useFundTodos(fund, status);
  const create = useCreateFundTodo(fund);
  const toggle = useSetFundTodoDone(fund);
  const remove = useDeleteFundTodo(fund);
  const form = useValibotForm(fundTodoBody, { defaultValues: { title: '', note: '', dueDate: '' } });
  const today = new Date().toISOString().slice(0, 10);
  const error = toggle.error ?? remove.error;
  return (
    <PageContainer>
      <PageHeader title="To-dos" subtitle={subtitle} />
      <SectionCard title="Add a to-do">
        <Form
          form={form}
          aria-label="Add a to-do"
          submitLabel="Add"
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            form.reset({ title: '', note: '', dueDate: '' });
          }}
        >
          <TextField name="title" label="Title" required />
          <DateField name="dueDate" label="Due date" />
          <TextField name="note" label="Note" multiline minRows={2} />
        </Form>
      </SectionCard>
      <SectionCard title="Your to-dos">
        <Tabs value={status} onChange={(_e, next: FundTodoStatusFilter) => setStatus(next)} aria-label="Which to-dos">
          <Tab value="open" label={`Open${todos.data ? ` (${todos.data.counts.open})` : ''}`} />
          <Tab value="done" label={`Done${todos.data ? ` (${todos.data.counts.done})` : ''}`} />
          <Tab value="all" label="All" />
        </Tabs>
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {todos.isPending ? <LoadingState label="Loading to-dos" /> : null}
        {todos.error ? <ErrorPanel message={todos.error.message} onRetry={() => todos.refetch()} /> : null}
        {todos.data?.items.length === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            Nothing here.
          </Alert>
        ) : null}
        <List aria-label="To-dos">
          {todos.data?.items.map((todo) => {
            const overdue = !todo.done && todo.dueDate !== null && todo.dueDate < today;
            return (
              <ListItem
                key={todo.id}
                divider
                secondaryAction={
                  <IconButton edge="end" aria-label={`Delete ${todo.title}`} onClick={() => remove.mutate(todo.id)}>
                    <DeleteOutline />
                  </IconButton>
                }
              >
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={todo.done}
                    onChange={(event) => toggle.mutate({ id: todo.id, done: event.target.checked })}
                    slotProps={{ input: { 'aria-label': `${todo.done ? 'Mark not done' : 'Mark done'}: ${todo.title}` } }}
                  />
                </ListItemIcon>
                <ListItemText
                  primary={todo.title}
                  sx={todo.done ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
                  secondary={[todo.dueDate ? `${overdue ? 'Overdue · ' : 'Due '}${when(todo.dueDate)}` : null, todo.note]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ secondary: overdue ? { color: 'error' } : undefined }}
                />
              </ListItem>
            );
          })}
        </List>
      </SectionCard>
    </PageContainer>
  );
}
