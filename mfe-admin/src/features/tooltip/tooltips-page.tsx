import { type Tooltip, useDeleteTooltip, useTooltips } from '@fundnet/api-client';
import { useNotify } from '@fundnet/design-system';
import { CrudListPage, useCrudListState } from '../../shared/crud-list-page';
import { TooltipDialog } from './tooltip-dialog';

/** /admin/tooltips: the help texts the apps show beside fields and controls, by key. */
export function TooltipsPage() {
  const notify = useNotify();
  const state = useCrudListState<Tooltip>();
  const tooltips = useTooltips({ search: state.deferredSearch || undefined });
  const remove = useDeleteTooltip();
  const { editing, setEditing } = state;
  return (
    <CrudListPage
      title="Tooltips"
      description={
        <>
          The site shows a tooltip as an “i” beside what its key names, as soon as it is saved (visitors see it on their next visit):{' '}
          <code>fund.targetFundSize</code>, <code>investor.dealRangeFrom</code> or any <code>&lt;profile type&gt;.&lt;field name&gt;</code>{' '}
          beside a profile field and its key figure (nested fields: <code>fund.links.url</code>), <code>profileNda.requireNda</code> beside
          “Require NDA”, and <code>trackRecord.grossMoic</code> (or <code>tvpi</code>, <code>dpi</code>, <code>irr</code>…) beside a track
          record’s figures. A key nothing reads shows nowhere.
        </>
      }
      tableLabel="Tooltips"
      list={tooltips}
      loadingLabel="Loading tooltips…"
      errorTitle="The tooltips could not be loaded"
      empty={{ title: 'No tooltips', description: 'Add the first help text the apps will show.' }}
      columns={[
        { header: 'Key', sx: { fontFamily: 'monospace' }, cell: (tooltip) => tooltip.key },
        { header: 'Title', cell: (tooltip) => tooltip.title ?? '—' },
        { header: 'Text', cell: (tooltip) => tooltip.text },
      ]}
      actionTooltips
      editLabel={(tooltip) => `Edit ${tooltip.key}`}
      deleteLabel={(tooltip) => `Delete ${tooltip.key}`}
      confirmDelete={(tooltip) => `Delete the tooltip ${tooltip.key}?`}
      onDelete={(tooltip) => remove.mutate(tooltip.id, { onSuccess: () => notify.success(`Tooltip ${tooltip.key} deleted.`) })}
      onEdit={setEditing}
      searchLabel="Search"
      search={state.search}
      onSearch={state.setSearch}
      newLabel="New tooltip"
      onNew={() => setEditing('new')}
      dialog={
        editing && (
          <TooltipDialog
            tooltip={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              notify.success(`Tooltip ${saved.key} saved.`);
            }}
          />
        )
      }
    />
  );
}
