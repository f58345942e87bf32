import { type FundManager, useDeleteFundManager, useFundManagers } from '@fundnet/api-client';
import { useNotify } from '@fundnet/design-system';
import { Link } from '@mui/material';
import { CrudListPage, useCrudListState } from '../../shared/crud-list-page';
import { FundManagerDialog } from './fund-manager-dialog';

const PAGE_SIZE = 20;

/** /admin/fundManagers: the people who run funds, kept as market data and linked to fund profiles. */
export function FundManagersPage() {
  const notify = useNotify();
  const state = useCrudListState<FundManager>();
  const { page, editing, setEditing } = state;
  const managers = useFundManagers({ search: state.deferredSearch || undefined, page: String(page), limit: String(PAGE_SIZE) });
  const remove = useDeleteFundManager();
  return (
    <CrudListPage
      title="Fund managers"
      tableLabel="Fund managers"
      list={managers}
      loadingLabel="Loading fund managers…"
      errorTitle="The fund managers could not be loaded"
      empty={{ title: 'No fund managers', description: 'Add the people who run the funds on Fundnet.' }}
      columns={[
        { header: 'Name', cell: (manager) => manager.name },
        { header: 'Role', cell: (manager) => manager.role ?? '—' },
        { header: 'Management company', cell: (manager) => manager.firm },
        {
          header: 'Fund',
          cell: (manager) => (manager.fund ? <Link href={`/fund/${manager.fund.slug}`}>{manager.fund.name}</Link> : '—'),
        },
        { header: 'E-mail', cell: (manager) => manager.email ?? '—' },
      ]}
      editLabel={(manager) => `Edit ${manager.name}`}
      deleteLabel={(manager) => `Delete ${manager.name}`}
      confirmDelete={(manager) => `Delete ${manager.name}?`}
      onDelete={(manager) => remove.mutate(manager.id, { onSuccess: () => notify.success(`${manager.name} deleted.`) })}
      onEdit={setEditing}
      searchLabel="Search name, company or role"
      search={state.search}
      onSearch={state.setSearch}
      newLabel="New fund manager"
      onNew={() => setEditing('new')}
      paging={{ page, pageSize: PAGE_SIZE, onPageChange: state.setPage }}
      dialog={
        editing && (
          <FundManagerDialog
            manager={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              notify.success(`${saved.name} saved.`);
            }}
          />
        )
      }
    />
  );
}
