/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The README's patterns, run for real: a profile-scoped query and a mutation that invalidates it,
// against an HTTP server that keeps notes per profile (meta-profile-id).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { type ActiveProfile, sessionStore } from '../session/session-store';
import { useSession } from '../session/use-session';
import { type TestServer, startTestServer } from '../testing/test-server.cjs';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { QueryProvider } from './query-provider';
import type { MutationConfig, QueryConfig } from './types';

// ---- src/notes/keys.ts
const notesKeys = queryKeys('pattern-notes');

// ---- src/notes/get-notes.ts (profile-scoped query)
interface Note {
  text: string;
}
function getNotes(profile: ActiveProfile | null, options?: ApiCallOptions): Promise<Note[]> {
  return apiClient.get<Note[]>('api/notes', { ...options, profile: profile ?? false });
}
function notesQueryOptions(profile: ActiveProfile | null) {
  return queryOptions({
    queryKey: notesKeys.scoped(profile, 'list'),
    queryFn: ({ signal }) => getNotes(profile, { signal }),
  });
}
function useNotes(queryConfig?: QueryConfig<typeof notesQueryOptions>) {
  const { activeProfile } = useSession();
  return useQuery({ ...notesQueryOptions(activeProfile), ...queryConfig });
}

// ---- src/notes/create-note.ts (mutation)
interface CreateNoteInput {
  text: string;
}
function createNote(input: CreateNoteInput): Promise<Note> {
  return apiClient.post<Note>('api/notes', { json: input });
}
function useCreateNoteMutation(mutationConfig?: MutationConfig<typeof createNote>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createNote,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: notesKeys.all });
      await onSuccess?.(...args);
    },
  });
}

// ---- a screen using them
function NotesScreen() {
  const notes = useNotes();
  const create = useCreateNoteMutation();
  const [text, setText] = useState('');
  return (
    <div>
      <ul>
        {notes.data?.map((note) => (
          <li key={note.text}>{note.text}</li>
        ))}
      </ul>
      <input aria-label="text" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => create.mutate({ text })}>
        add
      </button>
      {create.error && <p role="alert">{create.error.fieldErrors.text?.[0] ?? create.error.message}</p>}
    </div>
  );
}

let server: TestServer;
const notesByProfile = new Map<string, Note[]>();

beforeAll(async () => {
  server = await startTestServer(
    (request) => {
      if (request.path !== '/api/notes') return { status: 404 };
      const profile = request.headers['meta-profile-id'];
      if (!profile) return { status: 403, json: { statusCode: 403, error: 'Forbidden', message: 'Pick a profile' } };
      const notes = notesByProfile.get(profile) ?? [];
      if (request.method === 'GET') return { json: notes };
      const { text } = JSON.parse(request.body) as CreateNoteInput;
      if (!text) {
        return {
          status: 422,
          json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid', errors: { text: ['Required'] } },
        };
      }
      notesByProfile.set(profile, [...notes, { text }]);
      return { status: 201, json: { text } };
      // An illustrative 'notes' family (the pattern, not an API route): no route contract applies.
    },
    { contract: false },
  );
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());

it('reads per profile, mutates, invalidates, and shows field errors', async () => {
  notesByProfile.set('f1', [{ text: 'first of f1' }]);
  notesByProfile.set('f2', [{ text: 'first of f2' }]);
  sessionStore.setActiveProfile({ id: 'f1', type: 'fund' });
  render(
    <QueryProvider client={createQueryClient()}>
      <NotesScreen />
    </QueryProvider>,
  );
  expect(await screen.findByText('first of f1')).toBeTruthy();

  fireEvent.click(screen.getByText('add'));
  expect((await screen.findByRole('alert')).textContent).toBe('Required');

  fireEvent.change(screen.getByLabelText('text'), { target: { value: 'second of f1' } });
  fireEvent.click(screen.getByText('add'));
  expect(await screen.findByText('second of f1')).toBeTruthy();

  act(() => sessionStore.setActiveProfile({ id: 'f2', type: 'fund' }));
  expect(await screen.findByText('first of f2')).toBeTruthy();
  expect(screen.queryByText('first of f1')).toBeNull();
});
