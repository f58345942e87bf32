import { type ContentEntry, useContentEntries, useDeleteContentEntry } from '@fundnet/api-client';
import { useNotify } from '@fundnet/design-system';
import { Chip, Typography } from '@mui/material';
import { CrudListPage, useCrudListState } from '../../shared/crud-list-page';
import { ContentDialog } from './content-dialog';

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** /admin/content: managed pages and texts the site's static pages read by slug (drafts included). */
export function ContentPage() {
  const notify = useNotify();
  const state = useCrudListState<ContentEntry>();
  const entries = useContentEntries({ search: state.deferredSearch || undefined });
  const remove = useDeleteContentEntry();
  const { editing, setEditing } = state;
  return (
    <CrudListPage
      title="Pages and texts"
      description={
        <>
          A published entry replaces the built-in text of its page at once; a draft, or deleting it, shows the built-in text. The pages
          read: <code>home.hero</code> (the home page’s headline and text), <code>about.why</code>, <code>contact.intro</code>,{' '}
          <code>help-center.welcome</code>, <code>learn.intro</code>, <code>imprint.intro</code>, <code>privacyPolicy.intro</code> and{' '}
          <code>terms.intro</code>.
        </>
      }
      tableLabel="Pages and texts"
      list={entries}
      loadingLabel="Loading content…"
      errorTitle="The content could not be loaded"
      empty={{ title: 'No managed content', description: "Pages and texts you add here replace the built-in text of the site's pages." }}
      columns={[
        { header: 'Slug', sx: { fontFamily: 'monospace' }, cell: (entry) => entry.slug },
        {
          header: 'Title',
          cell: (entry) => (
            <>
              <Typography variant="body2">{entry.title}</Typography>
              <Typography variant="caption" color="text.secondary">
                {entry.kind === 'page' ? 'Page' : 'Text'} · {entry.body.length.toLocaleString('en-US')} characters
              </Typography>
            </>
          ),
        },
        {
          header: 'State',
          cell: (entry) => (
            <Chip size="small" color={entry.published ? 'success' : 'default'} label={entry.published ? 'Published' : 'Draft'} />
          ),
        },
        { header: 'Updated', cell: (entry) => date.format(new Date(entry.updatedAt)) },
      ]}
      editLabel={(entry) => `Edit ${entry.slug}`}
      deleteLabel={(entry) => `Delete ${entry.slug}`}
      confirmDelete={(entry) => `Delete ${entry.slug}? The site shows its built-in text again.`}
      onDelete={(entry) => remove.mutate(entry.id, { onSuccess: () => notify.success(`${entry.slug} deleted.`) })}
      onEdit={setEditing}
      searchLabel="Search"
      search={state.search}
      onSearch={state.setSearch}
      newLabel="New page or text"
      onNew={() => setEditing('new')}
      dialog={
        editing && (
          <ContentDialog
            entry={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              notify.success(`${saved.slug} saved.`);
            }}
          />
        )
      }
    />
  );
}
